import { leasedPeriodicWorker } from '@cardbridge/service-kit';
import type { Connection, Logger, PeriodicWorker } from '@cardbridge/service-kit';
import type { MoveSubmissionDeps } from '../submissions/move-submission';
import { declineOverdueAdjustments } from './decline-overdue-adjustments';

/**
 * Declines overdue adjustments about once a minute across the whole cluster: every replica ticks,
 * the one holding the MongoDB lease runs the round (leasedPeriodicWorker).
 */
export function adjustmentDeadlineWorker(
  deps: MoveSubmissionDeps & { db: Connection; logger: Logger; intervalMs: number },
): PeriodicWorker {
  return leasedPeriodicWorker({
    name: 'adjustment deadline',
    db: deps.db,
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async (lease) => {
      const declined = await declineOverdueAdjustments(new Date(), {
        ...deps,
        checkpoint: lease.renew,
      });
      if (declined) deps.logger.info({ declined }, 'declined unanswered adjustments');
    },
  });
}
