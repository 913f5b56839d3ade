import type { SubmissionStatus } from '@cardbridge/contracts';

/**
 * Where a submission may go from each status (docs/product.md#states-and-transitions):
 * pending -> processing | completed | rejected; processing -> completed | failed; completed,
 * rejected and failed -> processing (revert). Nothing else.
 */
export const allowedNext: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  pending: ['processing', 'completed', 'rejected'],
  processing: ['completed', 'failed'],
  completed: ['processing'],
  rejected: ['processing'],
  failed: ['processing'],
};

/** The statuses a move to `to` may start from. */
export const allowedFrom = (to: SubmissionStatus): SubmissionStatus[] =>
  (Object.keys(allowedNext) as SubmissionStatus[]).filter((from) => allowedNext[from].includes(to));

/** Rejected and failed need a reason, shown to the seller. */
export const needsReason = (to: SubmissionStatus) => to === 'rejected' || to === 'failed';
