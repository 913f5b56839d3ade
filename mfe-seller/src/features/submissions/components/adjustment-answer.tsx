import { format } from 'date-fns';
import type { MySubmission } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { useSubmissionAction } from '../api/submission-action';

/**
 * A balance adjustment waiting for the seller (docs/product.md#balance-adjustments): the value and
 * payout before and after, the reviewer's reason, the deadline, and Accept or Decline.
 */
export function AdjustmentAnswer({ submission }: { submission: MySubmission }) {
  const accept = useSubmissionAction('accept-adjustment');
  const decline = useSubmissionAction('decline-adjustment');
  const a = submission.adjustment;
  if (!a) return null;
  const pending = accept.isPending || decline.isPending;
  return (
    <section
      aria-label="Balance adjustment"
      className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm"
    >
      <p className="font-medium">We found a different balance on this card.</p>
      <p>
        Card value: was ${a.fromAmount} → ${a.toAmount}; payout ${a.fromQuote} → ${a.toQuote}
      </p>
      <p>
        <span className="font-medium">Reason:</span> {a.reason}
      </p>
      <p className="text-muted-foreground">
        Answer by {format(new Date(a.answerBy), 'MMM d, yyyy h:mm a')}; without an answer it is
        declined.
      </p>
      <div className="flex gap-2">
        <Button disabled={pending} onClick={() => accept.mutate(submission.id)}>
          Accept ${a.toQuote}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => decline.mutate(submission.id)}>
          Decline
        </Button>
      </div>
    </section>
  );
}
