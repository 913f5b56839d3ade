import { submissionSellerMoves } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import { liveClaim, unclaimedAt } from '../claims/claim-lease';
import { moveSubmission } from './move-submission';
import type { MoveSubmissionDeps } from './move-submission';
import type { SubmissionDocument } from './submission.model';

const notCancellable =
  'This submission can no longer be cancelled: a reviewer has started on it or decided it.';

/**
 * The seller withdraws a submission nobody has started on (docs/product.md#cancel): their own,
 * pending, with no live claim. Nothing is paid; the card's details stay sealed as they are. The
 * write repeats the conditions, so a claim or a decision landing at the same moment wins whole.
 */
export async function cancelSubmission(
  { id, sellerId }: { id: string; sellerId: string },
  deps: MoveSubmissionDeps,
): Promise<SubmissionDocument> {
  const current = await deps.submissions.findOne({ _id: id, sellerId });
  if (!current) throw createError(404, 'Submission not found');
  const now = new Date();
  const { from, to } = submissionSellerMoves.cancel;
  if (!(from as readonly string[]).includes(current.status) || liveClaim(current, now)) {
    throw createError(409, notCancellable);
  }
  const updated = await moveSubmission(
    current,
    { to, by: `seller:${sellerId}`, now, when: unclaimedAt(now) },
    deps,
  );
  if (!updated) throw createError(409, notCancellable);
  return updated;
}
