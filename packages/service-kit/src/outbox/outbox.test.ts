import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import { Schema } from 'mongoose';
import { deliveredMessageSchema } from '@cardbridge/contracts';
import { z } from 'zod';
import type { Context } from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServiceApp } from '../app';
import { requireInternalToken } from '../auth/internal-token';
import { createError } from '../errors';
import { createInternalClient } from '../internal-client/internal-client';
import { createLogger } from '../logger';
import { closeDatabase, createDatabaseConnection } from '../mongo';
import type { Connection } from '../mongo';
import { captureLogs } from '../testing/log-capture';
import { acquireTestDatabaseServer } from '../testing/test-database';
import type { TestDatabaseServer } from '../testing/test-database';
import { adminAuditOfSelf } from './admin-audit';
import { createInbox, idempotencyKeyOf } from './inbox';
import { createOutbox } from './outbox';
import type { Outbox } from './outbox';
import { outboxPlugin } from './outbox-message';
import type { DeliveredMessage } from './outbox-message';
import { createOutboxRelay } from './outbox-relay';
import type { OutboxRelay } from './outbox-relay';

/** The receiver's row, shaped like @cardbridge/api-routes' internalRoutes. */
const ledgerCredits = { method: 'POST', path: '/internal/credits', service: 'ledger' } as const;

const internalToken = 'test-internal-token-0123456789';
const logger = createLogger({
  name: 'outbox-test',
  level: 'info',
  destination: captureLogs().destination,
});

let database: TestDatabaseServer;
let senderDb: Connection;
let receiverDb: Connection;

beforeAll(async () => {
  database = await acquireTestDatabaseServer();
  const suffix = randomUUID().slice(0, 8);
  senderDb = createDatabaseConnection({ uri: database.uri, dbName: `outbox_sender_${suffix}` });
  receiverDb = createDatabaseConnection({ uri: database.uri, dbName: `outbox_receiver_${suffix}` });
  await Promise.all([senderDb.asPromise(), receiverDb.asPromise()]);
});

afterAll(async () => {
  if (!database.embedded) {
    await senderDb.dropDatabase();
    await receiverDb.dropDatabase();
  }
  await closeDatabase(senderDb);
  await closeDatabase(receiverDb);
  await database.release();
});

/** Per receiver request: what to do before applying and after applying. */
interface Behaviour {
  before?: (ctx: Context, arrival: number) => void | Promise<void>;
  after?: (ctx: Context, arrival: number) => void | Promise<void>;
}

interface Receiver {
  baseUrl: string;
  port: number;
  /** Arrival times (ms) of every request, across restarts. */
  arrivals: number[];
  /** Closes the server at once, cutting every connection (a killed process). */
  kill: () => Promise<void>;
  /** Listens again on the same port, same database (the process restarted). */
  restart: () => Promise<void>;
}

/**
 * A neighbour service over real HTTP: `POST /internal/credits` credits an account, applying
 * each delivered message once through the inbox. Its database survives restarts.
 */
async function startReceiver(behaviour: Behaviour = {}, port = 0): Promise<Receiver> {
  const inbox = createInbox(receiverDb, { name: `inbox_${randomUUID().slice(0, 8)}` });
  const arrivals: number[] = [];
  const router = new Router({ prefix: '/internal' });
  router.use(requireInternalToken(internalToken));
  router.post('/credits', async (ctx) => {
    arrivals.push(Date.now());
    const arrival = arrivals.length;
    await behaviour.before?.(ctx, arrival);
    const key = idempotencyKeyOf(ctx);
    const { payload } = ctx.request.body as unknown as DeliveredMessage;
    const outcome = await inbox.applyOnce(key, async () => {
      await receiverDb
        .collection<{ _id: string; cents: number }>('credits')
        .updateOne(
          { _id: String(payload.account) },
          { $inc: { cents: Number(payload.cents) } },
          { upsert: true },
        );
      return { credited: Number(payload.cents) };
    });
    await behaviour.after?.(ctx, arrival);
    ctx.body = outcome;
  });
  const app = createServiceApp({ logger, readiness: () => true, routers: [router] });

  let server: Server | undefined;
  const listenOn = async (wanted: number) => {
    server = createServer(app.callback());
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(wanted, '127.0.0.1', resolve));
    return (listening.address() as AddressInfo).port;
  };
  const actualPort = await listenOn(port);
  const receiver: Receiver = {
    baseUrl: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    arrivals,
    kill: async () => {
      const current = server;
      server = undefined;
      if (!current) return;
      await new Promise<void>((resolve) => {
        current.close(() => resolve());
        current.closeAllConnections();
      });
    },
    restart: async () => {
      await listenOn(actualPort);
    },
  };
  receivers.push(receiver);
  return receiver;
}

const receivers: Receiver[] = [];
const relays: OutboxRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.kill()));
});

/** A sender: orders whose changes announce credits to the receiver ("ledger"). */
function sender() {
  const name = `orders_${randomUUID().slice(0, 8)}`;
  const schema = new Schema({ status: { type: String, required: true } }, { collection: name });
  schema.plugin(outboxPlugin);
  const Orders = senderDb.model(name, schema);
  const outbox = createOutbox({ db: senderDb, name });
  const credit = (account: string, cents: number) =>
    outbox.message({
      route: ledgerCredits,
      topic: 'order.approved',
      payload: { account, cents },
    });
  return { Orders, outbox, credit };
}

function relayFor(
  outbox: Outbox,
  receiver: { baseUrl: string },
  backoff = { baseMs: 100, maxMs: 2_000 },
  leaseMs?: number,
) {
  const relay = createOutboxRelay({
    ...(leaseMs ? { leaseMs } : {}),
    outbox,
    clients: [
      createInternalClient({
        service: 'ledger',
        baseUrl: receiver.baseUrl,
        internalToken,
        timeoutMs: 2_000,
      }),
    ],
    logger,
    intervalMs: 50,
    backoff,
  });
  relays.push(relay);
  return relay;
}

async function creditOf(account: string): Promise<number | undefined> {
  const doc = await receiverDb
    .collection<{ _id: string; cents: number }>('credits')
    .findOne({ _id: account });
  return doc?.cents;
}

const drained = (outbox: Outbox) =>
  vi.waitFor(async () => expect(await outbox.pending()).toEqual([]), {
    timeout: 15_000,
    interval: 50,
  });

describe('outbox', () => {
  it("refuses to store a message its receiver's row would refuse", () => {
    const { outbox } = sender();
    const route = {
      ...ledgerCredits,
      request: deliveredMessageSchema(z.object({ account: z.string(), cents: z.number().int() })),
    };
    const topic = 'order.approved';
    expect(outbox.message({ route, topic, payload: { account: 'a', cents: 5 } })).toMatchObject({
      to: 'ledger',
      path: '/internal/credits',
    });
    expect(() => outbox.message({ route, topic, payload: { account: 'a', cents: 0.5 } })).toThrow();
  });

  it('stores the message in the same write as the change and delivers it once', async () => {
    const { Orders, outbox, credit } = sender();
    const receiver = await startReceiver();
    const account = `acc-${randomUUID()}`;
    const order = await Orders.create({ status: 'pending' });

    const message = credit(account, 500);
    await Orders.updateOne(
      { _id: order._id, status: 'pending' },
      { $set: { status: 'approved' }, ...outbox.push(message) },
    );
    const stored = await senderDb.collection(outbox.name).findOne({ _id: order._id });
    expect(stored).toMatchObject({
      status: 'approved',
      outbox: [{ id: message.id, topic: 'order.approved', attempts: 0 }],
    });

    relayFor(outbox, receiver).start();
    await drained(outbox);
    expect(await creditOf(account)).toBe(500);
    expect(receiver.arrivals).toHaveLength(1);
    expect(await Orders.findById(order._id).lean()).toMatchObject({
      status: 'approved',
      outbox: [],
    });
  });

  it('appends from an update pipeline that picks its own document, keeping what was waiting', async () => {
    const { Orders, outbox, credit } = sender();
    const [older, newer] = await Orders.create([{ status: 'pending' }, { status: 'pending' }]);
    const waiting = credit('acc-waiting', 1);
    await Orders.updateOne({ _id: older!._id }, outbox.push(waiting));
    const admin = { id: '65a000000000000000000001', username: '$rita', role: 'reviewer' as const };
    const audit = adminAuditOfSelf(outbox, {
      admin,
      action: 'order.claim',
      targetKind: 'order',
      address: '203.0.113.9',
    });
    const picked = await Orders.findOneAndUpdate(
      { status: 'pending' },
      [{ $set: { status: { $literal: 'claimed' }, ...outbox.append(audit) } }],
      { sort: { _id: 1 }, returnDocument: 'after', updatePipeline: true },
    ).lean();
    expect(String(picked?._id)).toBe(String(older!._id));
    const stored = senderDb.collection(outbox.name);
    expect(await stored.findOne({ _id: older!._id })).toMatchObject({
      status: 'claimed',
      outbox: [
        { id: waiting.id, payload: { account: 'acc-waiting' } },
        { to: 'identity', payload: { admin: '$rita', target: `order:${String(older!._id)}` } },
      ],
    });
    const untouched = await stored.findOne({ _id: newer!._id });
    expect(untouched?.status).toBe('pending');
    expect(untouched?.outbox ?? []).toEqual([]);
  });

  it('applies exactly once when the receiver is killed after applying, before answering, then restarted', async () => {
    const { outbox, credit } = sender();
    const account = `acc-${randomUUID()}`;
    const receiver: Receiver = await startReceiver({
      after: async (ctx, arrival) => {
        if (arrival !== 1) return;
        // The process dies with the credit stored but the answer never sent.
        ctx.req.socket.destroy();
        await receiver.kill();
        setTimeout(() => void receiver.restart(), 150);
      },
    });
    await senderDb.collection(outbox.name).insertOne({
      status: 'approved',
      ...outbox.field(credit(account, 700)),
    });

    relayFor(outbox, receiver).start();
    await drained(outbox);
    expect(receiver.arrivals.length).toBeGreaterThanOrEqual(2);
    expect(await creditOf(account)).toBe(700);
  });

  it('applies exactly once when the receiver is killed before applying, then restarted', async () => {
    const { outbox } = sender();
    const account = `acc-${randomUUID()}`;
    const receiver: Receiver = await startReceiver({
      before: async (ctx, arrival) => {
        if (arrival !== 1) return;
        ctx.req.socket.destroy();
        await receiver.kill();
        setTimeout(() => void receiver.restart(), 150);
        throw createError(503, 'killed');
      },
    });
    await outbox.enqueue({
      route: ledgerCredits,
      topic: 'order.approved',
      payload: { account, cents: 300 },
    });
    expect(await creditOf(account)).toBeUndefined();

    relayFor(outbox, receiver).start();
    await drained(outbox);
    expect(receiver.arrivals.length).toBeGreaterThanOrEqual(2);
    expect(await creditOf(account)).toBe(300);
  });

  it('loses nothing when the relay is stopped while the receiver is down and a new relay takes over', async () => {
    const { Orders, outbox, credit } = sender();
    const receiver = await startReceiver();
    await receiver.kill();
    const accounts = [1, 2, 3].map(() => `acc-${randomUUID()}`);
    for (const account of accounts) {
      await Orders.create({ status: 'approved', ...outbox.field(credit(account, 100)) });
    }

    const first = relayFor(outbox, receiver);
    first.start();
    await vi.waitFor(
      async () => {
        const pending = await outbox.pending();
        expect(pending.map((m) => m.attempts >= 1)).toEqual([true, true, true]);
      },
      { timeout: 10_000, interval: 50 },
    );
    await first.stop();
    expect(await outbox.pending()).toHaveLength(3);

    await receiver.restart();
    // The new relay must wait out the recorded backoff, then deliver everything.
    relayFor(outbox, receiver).start();
    await drained(outbox);
    for (const account of accounts) expect(await creditOf(account)).toBe(100);
  });

  it('delivers each message once when three relays race for the same messages', async () => {
    const { Orders, outbox, credit } = sender();
    const receiver = await startReceiver();
    const accounts = Array.from({ length: 20 }, () => `acc-${randomUUID()}`);
    for (const account of accounts) {
      await Orders.create({ status: 'approved', ...outbox.field(credit(account, 100)) });
    }
    const racing = [1, 2, 3].map(() => relayFor(outbox, receiver));
    await Promise.all(racing.map((relay) => relay.runNow()));
    await drained(outbox);
    expect(receiver.arrivals).toHaveLength(20);
    for (const account of accounts) expect(await creditOf(account)).toBe(100);
  });

  it("does not let a relay whose claim ran out mid-delivery undo the new holder's claim", async () => {
    const { Orders, outbox, credit } = sender();
    const receiver = await startReceiver({
      before: async (ctx, arrival) => {
        // The first relay stalls past its lease and then fails; the second is slow but succeeds.
        if (arrival === 1) {
          await sleep(1_500);
          ctx.throw(503, 'stalled');
        }
        if (arrival === 2) await sleep(800);
      },
    });
    const account = `acc-${randomUUID()}`;
    await Orders.create({ status: 'approved', ...outbox.field(credit(account, 100)) });

    const stalled = relayFor(outbox, receiver, undefined, 1_000);
    const takingOver = relayFor(outbox, receiver, undefined, 1_000);
    const firstRound = stalled.runNow();
    await vi.waitFor(() => expect(receiver.arrivals).toHaveLength(1));
    await sleep(1_050); // the first claim has run out
    await takingOver.runNow();
    await firstRound;
    await drained(outbox);
    // Had the stalled relay's failure rescheduled the message, it would have been sent a third time.
    expect(receiver.arrivals).toHaveLength(2);
    expect(await creditOf(account)).toBe(100);
  });

  it('applies a message delivered twice (and concurrently) once, answering the same result', async () => {
    const receiver = await startReceiver();
    const account = `acc-${randomUUID()}`;
    const key = randomUUID();
    const post = () =>
      fetch(`${receiver.baseUrl}/internal/credits`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-internal-token': internalToken,
          'idempotency-key': key,
        },
        body: JSON.stringify({
          id: key,
          topic: 'order.approved',
          payload: { account, cents: 250 },
        }),
      });

    const concurrent = await Promise.all([post(), post(), post(), post()]);
    const statuses = concurrent.map((res) => res.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const again = await post();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ applied: false, result: { credited: 250 } });
    expect(await creditOf(account)).toBe(250);
  });

  it('refuses a delivery without an idempotency key', async () => {
    const receiver = await startReceiver();
    const res = await fetch(`${receiver.baseUrl}/internal/credits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
      body: JSON.stringify({ id: 'x', topic: 't', payload: { account: 'nobody', cents: 1 } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Idempotency-Key header required' });
    expect(await creditOf('nobody')).toBeUndefined();
  });

  it('backs off exponentially while the receiver answers 503, then delivers once', async () => {
    const { outbox } = sender();
    const account = `acc-${randomUUID()}`;
    const receiver = await startReceiver({
      before: (_ctx, arrival) => {
        if (arrival <= 3) throw createError(503, 'busy');
      },
    });
    await outbox.enqueue({
      route: ledgerCredits,
      topic: 'order.approved',
      payload: { account, cents: 900 },
    });

    relayFor(outbox, receiver, { baseMs: 150, maxMs: 5_000 }).start();
    await drained(outbox);
    expect(receiver.arrivals).toHaveLength(4);
    const gaps = receiver.arrivals.slice(1).map((at, i) => at - (receiver.arrivals[i] ?? at));
    // Each wait is at least base × 2^(failures - 1): 150, 300, 600 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(145);
    expect(gaps[1]).toBeGreaterThanOrEqual(295);
    expect(gaps[2]).toBeGreaterThanOrEqual(595);
    expect(await creditOf(account)).toBe(900);
  });
});
