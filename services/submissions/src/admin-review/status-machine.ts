import { canMoveSubmission, needsReason, submissionStatuses } from '@cardbridge/contracts';
import type { SubmissionStatus } from '@cardbridge/contracts';

/**
 * The server's status machine reads the contracts' table, the same one the admin's buttons read
 * (docs/product.md#statuses): a move the table does not list is refused.
 */

/** The statuses a move to `to` may start from. */
export const allowedFrom = (to: SubmissionStatus): SubmissionStatus[] =>
  submissionStatuses.filter((from) => canMoveSubmission(from, to));

export { needsReason };
