import { submissionStatuses } from '@cardbridge/contracts';
import { scrapeGauge, statusGauge } from '@cardbridge/service-kit';
import type { Logger, Registry } from '@cardbridge/service-kit';
import type { SubmissionModel } from './submission.model';

/**
 * The review queue as an operator watches it: submissions by status, and how long the oldest
 * pending one has waited (docs/product.md#metrics). Each is an indexed count or a one-row read
 * of the `{ status, createdAt }` index, made at scrape time.
 */
export function submissionMetrics(
  registry: Registry,
  submissions: SubmissionModel,
  logger: Logger,
): void {
  statusGauge(registry, {
    name: 'cardbridge_submissions',
    help: 'Submissions by status.',
    statuses: submissionStatuses,
    count: (status) => submissions.countDocuments({ status }),
    logger,
  });
  scrapeGauge(registry, {
    name: 'cardbridge_oldest_pending_submission_age_seconds',
    help: 'How long the oldest pending submission has waited for review (0 when none waits).',
    read: async () => {
      const oldest = await submissions
        .findOne({ status: 'pending' }, { createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean<{ createdAt: Date }>();
      const age = oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0;
      return [{ value: age }];
    },
    logger,
  });
}
