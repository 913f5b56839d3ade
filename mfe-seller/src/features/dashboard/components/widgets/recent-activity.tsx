import { formatDistanceToNow } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { statusBadgeVariant } from '@cardbridge/contracts';
import type { MySubmission, Transaction } from '@cardbridge/contracts';
import { Badge } from '@cardbridge/ui';

interface RecentActivityProps {
  submissions: MySubmission[];
  transactions: Transaction[];
  /** How many events to show (the customizable widget shows 3). */
  limit: number;
}

interface ActivityEvent {
  key: string;
  at: string;
  text: string;
  status: string;
}

const payoutStatus: Record<Transaction['status'], string> = {
  pending: 'pending',
  completed: 'paid',
  failed: 'failed',
  reversed: 'reversed',
};

/** The latest thing that happened to each submission and payout, newest first. */
function activityOf(submissions: MySubmission[], transactions: Transaction[]): ActivityEvent[] {
  const events: ActivityEvent[] = [
    ...submissions.map((s) => ({
      key: `submission-${s.id}`,
      at: s.updatedAt,
      text: `${s.brand} card, ${formatMoney(s.denominationCents)}`,
      status: s.status,
    })),
    ...transactions.map((t) => ({
      key: `payout-${t.id}`,
      at: t.createdAt,
      text: `Payout of ${formatMoney(t.amountCents)}`,
      status: payoutStatus[t.status],
    })),
  ];
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** The activity widget: the seller's latest submission and payout events. */
export function RecentActivity({ submissions, transactions, limit }: RecentActivityProps) {
  const events = activityOf(submissions, transactions).slice(0, limit);
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
          <Badge variant={statusBadgeVariant(event.status)} className="capitalize">
            {event.status}
          </Badge>
        </li>
      ))}
    </ol>
  );
}
