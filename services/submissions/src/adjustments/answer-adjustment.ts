import type { AdjustmentAnswer } from '@cardbridge/contracts';
import { submissionSellerMoves } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import { moveSubmission } from '../submissions/move-submission';
import type { MoveSubmissionDeps } from '../submissions/move-submission';
import type { SubmissionDocument } from '../submissions/submission.model';

export interface AnswerAdjustmentInput {
  /** A well-formed submission id (the route answers 404 to any other). */
  id: string;
  sellerId: string;
  answer: Extract<AdjustmentAnswer, 'accepted' | 'declined'>;
}

const notAwaiting = 'This submission is not waiting for your answer.';

/**
 * The seller answers a balance adjustment (docs/product.md#balance-adjustments). Accepting takes
 * the adjusted value and its payout at the submission's own rate, and review carries on
 * (processing); declining ends it (declined). The answer is one compare-and-set against the
 * submission still awaiting the seller, the same the automatic decline makes: of an answer and
 * the deadline's decline at once, exactly one is written.
 */
export async function answerAdjustment(
  { id, sellerId, answer }: AnswerAdjustmentInput,
  deps: MoveSubmissionDeps,
): Promise<SubmissionDocument> {
  // Another seller's submission is answered as if it did not exist.
  const current = await deps.submissions.findOne({ _id: id, sellerId });
  if (!current) throw createError(404, 'Submission not found');
  if (current.status !== 'awaiting_seller' || !current.adjustment) {
    throw createError(409, notAwaiting);
  }
  const now = new Date();
  const updated = await settleAdjustment(current, { answer, by: `seller:${sellerId}`, now }, deps);
  if (!updated) throw createError(409, notAwaiting);
  return updated;
}

/**
 * Writes an answer (the seller's, or `expired` by the sweeper) if the submission is still exactly
 * as read; null when something else answered first.
 */
export function settleAdjustment(
  current: SubmissionDocument,
  { answer, by, now }: { answer: AdjustmentAnswer; by: string; now: Date },
  deps: MoveSubmissionDeps,
): Promise<SubmissionDocument | null> {
  const adjustment = current.adjustment!;
  const accepted = answer === 'accepted';
  const answered = { 'adjustment.answer': answer, 'adjustment.answeredAt': now };
  return moveSubmission(
    current,
    accepted
      ? {
          to: submissionSellerMoves.accept.to,
          by,
          now,
          set: {
            ...answered,
            denominationCents: adjustment.toCents,
            quoteCents: adjustment.toQuoteCents,
          },
          announce: {
            denominationCents: adjustment.toCents,
            quoteCents: adjustment.toQuoteCents,
          },
        }
      : {
          to: submissionSellerMoves.decline.to,
          by,
          now,
          reason: answer === 'expired' ? 'No answer in time' : null,
          set: answered,
        },
    deps,
  );
}
