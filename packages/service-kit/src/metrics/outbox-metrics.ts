import type { Registry } from 'prom-client';
import type { Logger } from 'pino';
import { outboxField } from '../outbox/outbox-message';
import type { Outbox } from '../outbox/outbox';
import { scrapeGauge } from './scrape-gauge';

interface Backlog {
  messages: number;
  oldest: Date | null;
}

/** Undelivered messages of one outbox and the oldest one's creation, in one indexed read. */
async function backlogOf(outbox: Outbox): Promise<Backlog> {
  const [row] = await outbox.db
    .collection(outbox.name)
    .aggregate<Backlog>([
      // The relay's sparse index on `outbox.nextAttemptAt` holds exactly the documents with messages.
      { $match: { [`${outboxField}.nextAttemptAt`]: { $exists: true } } },
      {
        $group: {
          _id: null,
          messages: { $sum: { $size: `$${outboxField}` } },
          oldest: { $min: { $min: `$${outboxField}.createdAt` } },
        },
      },
    ])
    .toArray();
  return { messages: row?.messages ?? 0, oldest: row?.oldest ?? null };
}

/**
 * The outbox's backlog and the age of its oldest undelivered message: a growing age means a
 * neighbour has been refusing or unreachable (the relay keeps retrying), the number how much waits.
 */
export function outboxMetrics(registry: Registry, outbox: Outbox, logger: Logger): void {
  const labels = { outbox: outbox.name };
  scrapeGauge(registry, {
    name: 'cardbridge_outbox_backlog_messages',
    help: 'Outbox messages not delivered yet.',
    labelNames: ['outbox'],
    read: async () => [{ labels, value: (await backlogOf(outbox)).messages }],
    logger,
  });
  scrapeGauge(registry, {
    name: 'cardbridge_outbox_oldest_message_age_seconds',
    help: 'Age of the oldest outbox message not delivered yet (0 when none waits).',
    labelNames: ['outbox'],
    read: async () => {
      const { oldest } = await backlogOf(outbox);
      const age = oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0;
      return [{ labels, value: age }];
    },
    logger,
  });
}
