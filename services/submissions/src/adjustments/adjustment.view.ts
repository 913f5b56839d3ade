import { formatDecimal } from '@cardbridge/catalogue';
import type { Adjustment, AdjustmentAnswer } from '@cardbridge/contracts';
import type { SubmissionDocument } from '../submissions/submission.model';

/** A submission's latest balance adjustment as the seller and the admin see it. */
export function toAdjustment(stored: SubmissionDocument['adjustment']): Adjustment | null {
  if (!stored) return null;
  return {
    fromAmount: formatDecimal(stored.fromCents),
    toAmount: formatDecimal(stored.toCents),
    fromQuote: formatDecimal(stored.fromQuoteCents),
    toQuote: formatDecimal(stored.toQuoteCents),
    fromCents: stored.fromCents,
    toCents: stored.toCents,
    fromQuoteCents: stored.fromQuoteCents,
    toQuoteCents: stored.toQuoteCents,
    reason: stored.reason,
    at: stored.at.toISOString(),
    answerBy: stored.answerBy.toISOString(),
    answer: (stored.answer ?? null) as AdjustmentAnswer | null,
    answeredAt: stored.answeredAt?.toISOString() ?? null,
  };
}
