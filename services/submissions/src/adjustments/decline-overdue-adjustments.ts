import type { MoveSubmissionDeps } from '../submissions/move-submission';
import { settleAdjustment } from './answer-adjustment';

export interface DeclineOverdueDeps extends MoveSubmissionDeps {
  /** Called before each write: the worker's lease check (it throws once the lease is lost). */
  checkpoint?: () => Promise<void>;
}

const batchSize = 200;

/**
 * Declines every adjustment left unanswered past its deadline (docs/product.md#balance-adjustments).
 * Each decline is the same compare-and-set a seller's answer makes, so an answer that lands at the
 * same moment wins or loses whole, and a second sweeper (a replica whose lease ran out) declines
 * nothing twice. Answers how many it declined.
 */
export async function declineOverdueAdjustments(
  now: Date,
  { checkpoint = async () => {}, ...deps }: DeclineOverdueDeps,
): Promise<number> {
  let declined = 0;
  const overdue = deps.submissions
    .find({ status: 'awaiting_seller', 'adjustment.answerBy': { $lte: now } })
    .batchSize(batchSize)
    .cursor();
  for await (const current of overdue) {
    await checkpoint();
    const updated = await settleAdjustment(
      current,
      { answer: 'expired', by: 'system:adjustment-deadline', now },
      deps,
    );
    if (updated) declined += 1;
  }
  return declined;
}
