import type { ClientEventSummary, VersionCounts } from '@cardbridge/contracts';
import type { ClientEventCountModel } from './client-event-count.model';

/** Each version's views, load failures and render errors of one remote since `minutes` ago. */
export async function summarizeClientEvents(
  { remote, minutes, now = new Date() }: { remote: string; minutes: number; now?: Date },
  { counts }: { counts: ClientEventCountModel },
): Promise<ClientEventSummary> {
  const since = new Date(now.getTime() - minutes * 60_000);
  const rows = await counts.aggregate<{ _id: { version: string; kind: string }; n: number }>([
    { $match: { remote, minute: { $gte: since } } },
    { $group: { _id: { version: '$version', kind: '$kind' }, n: { $sum: '$count' } } },
  ]);
  const byVersion = new Map<string, VersionCounts>();
  for (const { _id, n } of rows) {
    const v = byVersion.get(_id.version) ?? {
      version: _id.version,
      views: 0,
      loadErrors: 0,
      renderErrors: 0,
    };
    if (_id.kind === 'view') v.views += n;
    else if (_id.kind === 'load_error') v.loadErrors += n;
    else if (_id.kind === 'render_error') v.renderErrors += n;
    byVersion.set(_id.version, v);
  }
  const versions = [...byVersion.values()].sort((a, b) => a.version.localeCompare(b.version));
  return { remote, since: since.toISOString(), versions };
}
