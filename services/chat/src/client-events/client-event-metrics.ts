import { scrapeGauge } from '@cardbridge/service-kit';
import type { Logger, Registry } from '@cardbridge/service-kit';
import type { ClientEventCountModel } from './client-event-count.model';

/**
 * Remote views and errors per version over the last hour (docs/product.md#metrics), read from
 * the counters at scrape time so every replica answers the same. Versions are bounded: a remote
 * keeps a handful, and reports naming any other are counted but age out within the hour.
 */
export function clientEventMetrics(
  registry: Registry,
  counts: ClientEventCountModel,
  logger: Logger,
): void {
  scrapeGauge(registry, {
    name: 'cardbridge_client_events_last_hour',
    help: "Browsers' reports of remote versions in the last hour, by remote, version and kind.",
    labelNames: ['remote', 'version', 'kind'],
    read: async () => {
      const since = new Date(Date.now() - 3_600_000);
      const rows = await counts.aggregate<{
        _id: { remote: string; version: string; kind: string };
        n: number;
      }>([
        { $match: { minute: { $gte: since } } },
        {
          $group: {
            _id: { remote: '$remote', version: '$version', kind: '$kind' },
            n: { $sum: '$count' },
          },
        },
      ]);
      return rows.map(({ _id, n }) => ({ labels: _id, value: n }));
    },
    logger,
  });
}
