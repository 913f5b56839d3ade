import { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createOutbox } from '../outbox/outbox';
import { outboxPlugin } from '../outbox/outbox-message';
import { captureLogs } from '../testing/log-capture';
import { parseMetrics } from '../testing/scrape-metrics';
import { useTestDatabase } from '../testing/use-test-database';
import { createMetricsRegistry } from './metrics-registry';
import { outboxMetrics } from './outbox-metrics';

const logger = createLogger({ name: 'outbox-metrics', destination: captureLogs().destination });
const credits = { method: 'POST', path: '/internal/credits', service: 'ledger' } as const;
const database = useTestDatabase('outbox_metrics');

describe('outbox metrics', () => {
  it('tell the undelivered messages and the age of the oldest', async () => {
    const db = database();
    const schema = new Schema({ name: String });
    schema.plugin(outboxPlugin);
    const Orders = db.model('Order', schema);
    await Orders.init();
    const outbox = createOutbox({ db, name: Orders.collection.collectionName });
    const registry = createMetricsRegistry();
    outboxMetrics(registry, outbox, logger);
    const scrape = async () => parseMetrics(await registry.metrics());
    const labels = { outbox: 'orders' };

    let now = await scrape();
    expect(now.value('cardbridge_outbox_backlog_messages', labels)).toBe(0);
    expect(now.value('cardbridge_outbox_oldest_message_age_seconds', labels)).toBe(0);

    const old = outbox.message({ route: credits, topic: 'order.paid', payload: { n: 1 } });
    old.createdAt = new Date(Date.now() - 120_000);
    const recent = outbox.message({ route: credits, topic: 'order.paid', payload: { n: 2 } });
    await Orders.create({ name: 'two waiting', ...outbox.field(old, recent) });
    await Orders.create({ name: 'delivered', ...outbox.field() });
    await outbox.enqueue({ route: credits, topic: 'order.audit', payload: {} });

    now = await scrape();
    expect(now.value('cardbridge_outbox_backlog_messages', labels)).toBe(3);
    const age = now.value('cardbridge_outbox_oldest_message_age_seconds', labels) ?? 0;
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
  });
});
