import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { reasonLabel } from '@cardbridge/contracts';
import type { MySubmission } from '@cardbridge/contracts';
import { SubmissionStatusBadge } from '@cardbridge/ui';
import { AdjustmentAnswer } from './adjustment-answer';
import { SellerPhoto } from './seller-photo';
import { SubmissionOutcome } from './submission-outcome';
import { SubmissionTimeline } from './submission-timeline';

/** One submission as its seller sees it: brand, amount, quote, date, status and any reason. */
export function SubmissionItem({
  submission,
  paidAt,
}: {
  submission: MySubmission;
  /** When its payout was paid (payments knows it): the timeline's last stage. */
  paidAt?: string | null;
}) {
  return (
    <article
      aria-label={`${submission.brand} submission`}
      className="flex flex-col gap-2 rounded-md border border-border p-4"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="font-semibold">{submission.brand}</h3>
          <p className="text-sm text-muted-foreground">
            Card {submission.cardNumber} · Submitted{' '}
            {format(new Date(submission.createdAt), 'MMM d, yyyy')}
          </p>
        </div>
        <SubmissionStatusBadge status={submission.status} />
      </div>
      {/* Each term grouped with its value, so assistive tech pairs Amount and Quote correctly. */}
      <dl className="grid grid-cols-2 gap-x-6 text-sm sm:max-w-sm">
        <div>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-medium">{formatMoney(submission.denominationCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Quote</dt>
          <dd className="font-semibold text-primary">{formatMoney(submission.quoteCents)}</dd>
        </div>
      </dl>
      {submission.imageUrl.length > 0 && (
        <div role="group" aria-label="Your photos" className="flex gap-2">
          {submission.imageUrl.map((path) => (
            <SellerPhoto key={path} path={path} />
          ))}
        </div>
      )}
      {submission.statusReason && submission.status !== 'awaiting_seller' && (
        <p className="text-sm">
          <span className="font-medium">{reasonLabel(submission.status)}</span>{' '}
          {submission.statusReason}
        </p>
      )}
      {submission.status === 'awaiting_seller' && <AdjustmentAnswer submission={submission} />}
      <SubmissionOutcome submission={submission} />
      {submission.timeline.length > 0 && (
        <SubmissionTimeline timeline={submission.timeline} paidAt={paidAt ?? null} />
      )}
    </article>
  );
}
