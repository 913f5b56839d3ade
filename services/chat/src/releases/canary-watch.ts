import { abortCanary, readRegistry } from '@cardbridge/build-config/publish';
import { leasedPeriodicWorker } from '@cardbridge/service-kit';
import type { Connection, Logger, PeriodicWorker } from '@cardbridge/service-kit';
import type { ClientEventCountModel } from '../client-events/client-event-count.model';
import { summarizeClientEvents } from '../client-events/summarize-client-events';
import { canaryAbortReason, type CanaryRules } from './judge-canary';

export interface CanaryWatchOptions extends CanaryRules {
  /** The versioned remote store (its registry.json): the gateway's, shared with this service. */
  remotesDir: string;
  intervalMs: number;
  /** The window both versions are judged over. */
  windowMinutes: number;
  counts: ClientEventCountModel;
  db: Connection;
  logger: Logger;
}

/** Who the deploy history names for an automatic abort. */
export const automaticAbortOperator = 'automatic abort (chat)';

/**
 * One round: every remote with a canary is judged on the last window's reports, and aborted
 * (registry swap under the store's lock, recorded with the reason) when it fails.
 */
export async function checkCanaries(
  options: Omit<CanaryWatchOptions, 'intervalMs' | 'db'>,
  beforeWrite: () => Promise<void> = async () => {},
): Promise<string[]> {
  const { remotesDir, counts, logger } = options;
  const aborted: string[] = [];
  for (const entry of readRegistry(remotesDir).remotes) {
    if (!entry.canary) continue;
    const { versions } = await summarizeClientEvents(
      { remote: entry.name, minutes: options.windowMinutes },
      { counts },
    );
    const reason = canaryAbortReason(
      versions.find((v) => v.version === entry.version),
      versions.find((v) => v.version === entry.canary?.version),
      options,
    );
    if (!reason) continue;
    await beforeWrite();
    try {
      abortCanary(remotesDir, entry.name, {
        automatic: true,
        expectVersion: entry.canary.version,
        note: { by: automaticAbortOperator, why: reason },
      });
    } catch (error) {
      // Promoted or aborted by an operator meanwhile: their change stands.
      logger.info({ err: error, remote: entry.name }, 'canary changed before the automatic abort');
      continue;
    }
    logger.warn(
      { remote: entry.name, canary: entry.canary.version, live: entry.version, reason },
      'canary aborted automatically',
    );
    aborted.push(entry.name);
  }
  return aborted;
}

/** The check, once per interval across every chat replica (a MongoDB lease). */
export function canaryWatch(options: CanaryWatchOptions): PeriodicWorker {
  return leasedPeriodicWorker({
    name: 'canary-watch',
    db: options.db,
    logger: options.logger,
    intervalMs: options.intervalMs,
    run: async (lease) => {
      await checkCanaries(options, () => lease.renew());
    },
  });
}
