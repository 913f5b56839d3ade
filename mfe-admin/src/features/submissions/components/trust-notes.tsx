import { reasonCodeInfo } from '@cardbridge/contracts';
import type { AdminSubmission } from '@cardbridge/contracts';
import { when } from './submission-fields';

/**
 * What the reviewer needs from the seller-trust flow (docs/product.md#seller-trust): the rejection
 * a resubmission corrects, with its decision, and the latest balance adjustment with its answer.
 */
export function TrustNotes({ submission: s }: { submission: AdminSubmission }) {
  const earlier = s.resubmitOf;
  const a = s.adjustment;
  if (!earlier && !a) return null;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-2 text-sm">
      {earlier && (
        <p>
          <span className="font-medium">Resubmission of</span> #{earlier.id}: {earlier.status}
          {earlier.reasonCode && ` (${reasonCodeInfo[earlier.reasonCode].label})`}
          {earlier.reason && ` — ${earlier.reason}`}
          {earlier.decidedAt && `, ${when(earlier.decidedAt)}`}
        </p>
      )}
      {a && (
        <p>
          <span className="font-medium">Adjustment:</span> ${a.fromAmount} → ${a.toAmount}
          (payout ${a.fromQuote} → ${a.toQuote}), {a.reason};{' '}
          {a.answer
            ? `${a.answer}${a.answeredAt ? ` ${when(a.answeredAt)}` : ''}`
            : `answer by ${when(a.answerBy)}`}
        </p>
      )}
    </div>
  );
}
