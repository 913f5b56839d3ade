import { formatDistanceToNow } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { payoutStatusInfo, submissionStatusInfo } from '@cardbridge/contracts';
import type { MySubmission, Payout, StatusLook } from '@cardbridge/contracts';
import { StatusBadge } from '@cardbridge/ui';

interface RecentActivityProps {
  submissions: MySubmission[];
  payouts: Payout[];
  /** How many events to show (the customizable widget shows 3). */
  limit: number;
}

interface ActivityEvent {
  key: string;
  at: string;
  text: string;
  /** The submission's or the payout's status, named as everywhere else. */
  status: StatusLook;
}

/** The latest thing that happened to each submission and payout, newest first. */
function activityOf(submissions: MySubmission[], payouts: Payout[]): ActivityEvent[] {
  const events: ActivityEvent[] = [
    ...submissions.map((s) => ({
      key: `submission-${s.id}`,
      at: s.updatedAt,
      text: `${s.brand} card, ${formatMoney(s.denominationCents)}`,
      status: submissionStatusInfo[s.status],
    })),
    ...payouts.map((payout) => ({
      key: `payout-${payout.id}`,
      at: payout.createdAt,
      text: `Payout of ${formatMoney(payout.amountCents)}`,
      status: payoutStatusInfo[payout.status],
    })),
  ];
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** The activity widget: the seller's latest submission and payout events. */
export function RecentActivity({ submissions, payouts, limit }: RecentActivityProps) {
  const events = activityOf(submissions, payouts).slice(0, limit);
  if (events.length === 0) {
    return <p className="text-sm text-muted-foreground">No activity yet.</p>;
  }
  return (
    <ol className="flex flex-col divide-y">
      {events.map((event) => (
        <li key={event.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <span className="block text-sm font-medium">{event.text}</span>
            <time dateTime={event.at} className="block text-xs text-muted-foreground">
              {formatDistanceToNow(new Date(event.at), { addSuffix: true })}
            </time>
          </span>
          <StatusBadge look={event.status} />
        </li>
      ))}
    </ol>
  );
}
