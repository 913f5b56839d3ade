import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { OutboxMessage } from '../outbox/outbox-message';
import { createLeases } from '../workers/lease';
import type { Leases } from '../workers/lease';
import { periodicWorker } from '../workers/periodic-worker';
import type { PeriodicWorker } from '../workers/periodic-worker';
import { dayChangesSchema } from './day-totals';
import type { DayChange, DayTotals } from './day-totals';

export interface DayTotalsSource<T> {
  /** Every record, each read once, with its undelivered `outbox` messages (a cursor). */
  records: () => AsyncIterable<T & { outbox?: OutboxMessage[] | null }>;
  /**
   * What one record adds to the days as it stands. Its tallies are the differences of this, so a
   * rebuild and the tallies agree by construction.
   */
  contribution: (record: T) => DayChange[];
}

export interface RebuildDayTotalsOptions {
  leases?: Leases;
  /** How long to wait for another rebuild's lease to end (0: give up at once). */
  waitMs?: number;
  /** How long a rebuild may go without renewing its lease. */
  leaseMs?: number;
}

export interface RebuildOutcome {
  records: number;
  days: number;
  ms: number;
}

/**
 * Recomputes every day from the source records, under a MongoDB lease so one replica does it.
 * Tallies are refused meanwhile (the outbox retries them), and each record is read once with its
 * undelivered tallies: those describe changes the record already shows, so the rebuilt days
 * remember them as counted and their delivery later changes nothing. Answers undefined when
 * another holder kept the lease.
 */
export async function rebuildDayTotals<T>(
  totals: DayTotals,
  source: DayTotalsSource<T>,
  { leases = createLeases(totals.db), waitMs = 0, leaseMs = 30_000 }: RebuildDayTotalsOptions = {},
): Promise<RebuildOutcome | undefined> {
  const started = Date.now();
  const job = `rebuild ${totals.name}`;
  let lease = await leases.acquire(job, leaseMs);
  while (!lease && Date.now() - started < waitMs) {
    await sleep(100);
    lease = await leases.acquire(job, leaseMs);
  }
  if (!lease) return undefined;

  await totals.markRebuilding();
  const sums = new Map<string, Record<string, number>>();
  const tallied = new Map<string, Set<string>>();
  let records = 0;
  for await (const record of source.records()) {
    records += 1;
    if (records % 5_000 === 0) await lease.renew();
    for (const { day, field, by } of source.contribution(record)) {
      const fields = sums.get(day) ?? {};
      fields[field] = (fields[field] ?? 0) + by;
      sums.set(day, fields);
    }
    for (const message of record.outbox ?? []) {
      if (message.to !== totals.name) continue;
      const changes = dayChangesSchema.safeParse(message.payload.changes);
      for (const { day } of changes.data ?? []) {
        tallied.set(day, (tallied.get(day) ?? new Set()).add(message.id));
      }
    }
  }
  await lease.renew();
  await totals.replaceAll(sums, tallied);
  await lease.holdUntil(new Date());
  return { records, days: sums.size, ms: Date.now() - started };
}

/**
 * Builds the days from the source when they were never built (a deployment that had records
 * before the totals existed) or a rebuild died midway: checked at start and then every
 * `intervalMs`, one replica at a time.
 */
export function dayTotalsBuilder<T>({
  totals,
  source,
  logger,
  intervalMs = 60_000,
}: {
  totals: DayTotals;
  source: DayTotalsSource<T>;
  logger: Logger;
  intervalMs?: number;
}): PeriodicWorker {
  const log = logger.child({ worker: `${totals.name} builder` });
  return periodicWorker({
    name: `${totals.name} builder`,
    intervalMs,
    run: async () => {
      try {
        if (await totals.isBuilt()) return;
        const outcome = await rebuildDayTotals(totals, source);
        if (outcome) log.info(outcome, `${totals.name} rebuilt from the source`);
      } catch (error) {
        log.error({ err: error }, `${totals.name} rebuild failed; it runs again later`);
      }
    },
  });
}
