import type { Logger, Worker } from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';
import { DEFAULT_TARGET_REVIEW_MINUTES } from '../brands/brand-settings';

/**
 * Submissions saved before review targets existed get one (submitted + the default target) once,
 * at start, so the queue ordered by time left to target pages through every submission. Safe to
 * run on every replica and every start: it only fills a missing field.
 */
export function backfillReviewTargets(submissions: SubmissionModel, logger: Logger): Worker {
  let running: Promise<void> = Promise.resolve();
  return {
    name: 'review-target-backfill',
    start() {
      // The driver's own call: a pipeline update, and no updatedAt (nothing changed for the seller).
      running = submissions.collection
        .updateMany({ targetAt: null }, [
          {
            $set: {
              targetAt: { $add: ['$createdAt', DEFAULT_TARGET_REVIEW_MINUTES * 60_000] },
            },
          },
        ])
        .then(({ modifiedCount }) => {
          if (modifiedCount) logger.info({ modifiedCount }, 'review targets filled in');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'review target backfill failed'));
    },
    stop: () => running,
  };
}
