import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from './start-tracing';

/*
 * Tracing must be started before Koa, mongoose and the driver are first required (as a
 * service's bin does with dist/tracing.js), so everything else is imported after it.
 */
const exporter = new InMemorySpanExporter();
startTracing({ service: 'trace-test', exporter });

const { Router } = await import('@koa/router');
const { Schema } = await import('mongoose');
const kit = await import('../index');
const { acquireTestDatabaseServer } = await import('../testing/test-database');
const { captureLogs } = await import('../testing/log-capture');
const { listen } = await import('../testing/listen');

const internalToken = 'test-internal-token-0123456789';
const credits = { method: 'POST', path: '/internal/credits', service: 'ledger' } as const;
const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const clientSpanId = '00f067aa0ba902b7';

type Database = Awaited<ReturnType<typeof acquireTestDatabaseServer>>;
let database: Database;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await acquireTestDatabaseServer();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await database.release();
});

async function connect(name: string) {
  const db = kit.createDatabaseConnection({
    uri: database.uri,
    dbName: `${name}_${randomUUID().slice(0, 8)}`,
  });
  await db.asPromise();
  cleanups.push(() => kit.closeDatabase(db));
  return db;
}

/** A ledger service: applies credits, logging each one. */
async function startLedger() {
  const db = await connect('trace_ledger');
  const logs = captureLogs();
  const logger = kit.createLogger({ name: 'ledger', destination: logs.destination });
  const inbox = kit.createInbox(db);
  const router = new Router({ prefix: '/internal' });
  router.use(kit.requireInternalToken(internalToken));
  router.post('/credits', async (ctx) => {
    await inbox.applyOnce(kit.idempotencyKeyOf(ctx), async () => {
      await db.collection('credits').insertOne({ at: new Date() });
      logger.info('credit applied');
      return {};
    });
    ctx.body = {};
  });
  const server = await listen(
    kit.createServiceApp({ logger, readiness: () => true, routers: [router] }),
  );
  cleanups.push(() => server.close());
  return { baseUrl: server.baseUrl, logs };
}

/** An orders service: approving an order announces a credit through its outbox. */
async function startOrders(ledgerUrl: string) {
  const db = await connect('trace_orders');
  const logs = captureLogs();
  const logger = kit.createLogger({ name: 'orders', destination: logs.destination });
  const schema = new Schema({ status: String }, { collection: 'orders' });
  schema.plugin(kit.outboxPlugin);
  const Orders = db.model('Order', schema);
  const outbox = kit.createOutbox({ db, name: 'orders' });
  const router = new Router();
  router.post('/orders/:id/approve', async (ctx) => {
    const credit = outbox.message({ route: credits, topic: 'order.approved', payload: {} });
    await Orders.create({ status: 'approved', ...outbox.field(credit) });
    ctx.status = 201;
    ctx.body = {};
  });
  const server = await listen(
    kit.createServiceApp({ logger, readiness: () => true, routers: [router] }),
  );
  cleanups.push(() => server.close());
  const relay = kit.createOutboxRelay({
    outbox,
    clients: [kit.createInternalClient({ service: 'ledger', baseUrl: ledgerUrl, internalToken })],
    logger,
    intervalMs: 60_000,
  });
  return { baseUrl: server.baseUrl, relay, logs };
}

const inTrace = (spans: ReadableSpan[]) => spans.filter((s) => s.spanContext().traceId === traceId);

describe('one trace across a request, the outbox hop and the neighbour', () => {
  it('continues the caller’s traceparent through the outbox relay into the ledger', async () => {
    const ledger = await startLedger();
    const orders = await startOrders(ledger.baseUrl);

    const response = await fetch(`${orders.baseUrl}/orders/42/approve`, {
      method: 'POST',
      headers: { traceparent: `00-${traceId}-${clientSpanId}-01` },
    });
    expect(response.status).toBe(201);
    // The relay delivers later, in its own round: the stored context carries the trace on.
    await orders.relay.runNow();

    const spans = inTrace(exporter.getFinishedSpans());
    const byName = (name: string) => spans.find((span) => span.name === name);
    const approve = byName('POST /orders/:id/approve');
    const deliver = byName('outbox deliver order.approved');
    const call = byName('POST ledger');
    const applied = byName('POST /internal/credits');
    expect(approve?.kind).toBe(SpanKind.SERVER);
    expect(approve?.parentSpanContext?.spanId).toBe(clientSpanId);
    expect(deliver?.kind).toBe(SpanKind.PRODUCER);
    // The hop is linked to the request that wrote the message, and continues its trace.
    expect(deliver?.links.map((link) => link.context.spanId)).toEqual([
      approve?.spanContext().spanId,
    ]);
    expect(deliver?.parentSpanContext?.spanId).toBe(approve?.spanContext().spanId);
    expect(call?.parentSpanContext?.spanId).toBe(deliver?.spanContext().spanId);
    expect(applied?.kind).toBe(SpanKind.SERVER);
    expect(applied?.parentSpanContext?.spanId).toBe(call?.spanContext().spanId);
    // The database calls on both sides are spans of the same trace (mongodb instrumentation).
    const mongo = spans.filter((span) => span.attributes['db.system.name'] === 'mongodb');
    expect(mongo.length).toBeGreaterThanOrEqual(2);

    // Every log line written for this work names the trace.
    const requestLine = orders.logs.lines().find((line) => line.msg === 'request completed');
    expect(requestLine?.trace_id).toBe(traceId);
    const appliedLine = ledger.logs.lines().find((line) => line.msg === 'credit applied');
    expect(appliedLine?.trace_id).toBe(traceId);
  });

  it('starts a new trace for a request that brought none', async () => {
    const ledger = await startLedger();
    const before = exporter.getFinishedSpans().length;
    const response = await fetch(`${ledger.baseUrl}/internal/credits`, {
      method: 'POST',
      headers: { 'x-internal-token': internalToken, 'idempotency-key': randomUUID() },
    });
    expect(response.status).toBe(200);
    const [span] = exporter
      .getFinishedSpans()
      .slice(before)
      .filter((s) => s.kind === SpanKind.SERVER);
    expect(span?.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span?.spanContext().traceId).not.toBe(traceId);
    expect(span?.parentSpanContext).toBeUndefined();
  });
});
