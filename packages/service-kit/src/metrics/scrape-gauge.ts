import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import type { Logger } from 'pino';

/** One sample of a gauge: its value and, for a labelled gauge, its labels. */
export interface GaugeSample<L extends string> {
  labels?: Partial<Record<L, string>>;
  value: number;
}

export interface ScrapeGaugeOptions<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** Reads the current values (cheap, indexed queries): run at every scrape, nothing cached. */
  read: () => Promise<GaugeSample<L>[]>;
  /** Where a failed read is told; the scrape then goes on without this gauge's samples. */
  logger: Logger;
}

/**
 * A gauge computed when Prometheus scrapes, from the database as it is now: nothing to keep in
 * step across replicas, and every replica answers the same (the dashboard takes `max`).
 * A failed read (database down) leaves this gauge without samples (NaN when unlabelled) rather
 * than failing the scrape, so the process and request metrics still arrive.
 */
export function scrapeGauge<L extends string>(
  registry: Registry,
  { name, help, labelNames = [], read, logger }: ScrapeGaugeOptions<L>,
): Gauge<L> {
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      let samples: GaugeSample<L>[];
      try {
        samples = await read();
      } catch (error) {
        logger.warn({ err: error, metric: name }, 'could not read a metric');
        // No samples for a labelled gauge; an unlabelled one would otherwise show 0, a lie.
        if (labelNames.length === 0) this.set(Number.NaN);
        return;
      }
      for (const { labels, value } of samples) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

export interface StatusGaugeOptions<S extends string> {
  name: string;
  help: string;
  /** Every status, so one that has no documents shows 0 rather than vanishing. */
  statuses: readonly S[];
  /** The documents in one status now (an indexed count). */
  count: (status: S) => Promise<number>;
  logger: Logger;
}

/** A scrape-time gauge of documents by status (`status` label), one count per status. */
export function statusGauge<S extends string>(
  registry: Registry,
  { statuses, count, ...options }: StatusGaugeOptions<S>,
): Gauge<'status'> {
  return scrapeGauge(registry, {
    ...options,
    labelNames: ['status'],
    read: () =>
      Promise.all(
        statuses.map(async (status) => ({ labels: { status }, value: await count(status) })),
      ),
  });
}
