import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { payoutMethodLabel } from '@cardbridge/contracts';
import type { Payout } from '@cardbridge/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PayoutStatusBadge,
  Spinner,
} from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useMyPayouts } from '../api/get-my-payouts';

function PayoutRow({ payout }: { payout: Payout }) {
  return (
    <li
      aria-label={`Transaction #${payout.id}`}
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="min-w-0">
        <p className="font-medium">Transaction #{payout.id}</p>
        <p className="text-sm text-muted-foreground">
          Payout to {payoutMethodLabel(payout.paymentMethod)} ·{' '}
          <time dateTime={payout.createdAt}>
            {format(new Date(payout.createdAt), 'MMM d, yyyy h:mm a')}
          </time>
        </p>
        {payout.failureReason && <p className="text-sm text-destructive">{payout.failureReason}</p>}
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{formatMoney(payout.amountCents)}</span>
        <PayoutStatusBadge status={payout.status} />
      </div>
    </li>
  );
}

/** The dashboard's Transactions tab: the seller's payouts, newest first, with their status. */
export function PayoutsPanel() {
  const payouts = useMyPayouts();
  const list = payouts.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Transactions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {payouts.isLoading && <Spinner />}
        {payouts.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(payouts.error, 'Failed to load transactions')}
          </p>
        )}
        {payouts.isSuccess && list.length === 0 && (
          <p className="text-muted-foreground">
            No transactions yet. A payout appears here once one of your submissions is completed.
          </p>
        )}
        {list.length > 0 && (
          <ul className="divide-y divide-border">
            {list.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
