import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { payoutMethodLabel } from '@cardbridge/contracts';
import type { Payout } from '@cardbridge/contracts';
import { Card, CardContent, CardHeader, CardTitle, PayoutRow, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useMyPayouts } from '../api/get-my-payouts';

function SellerPayoutRow({ payout }: { payout: Payout }) {
  return (
    <PayoutRow
      aria-label={`Transaction #${payout.id}`}
      payout={payout}
      amount={formatMoney(payout.amountCents)}
      detail={
        <>
          Payout to {payoutMethodLabel(payout.paymentMethod)} ·{' '}
          <time dateTime={payout.createdAt}>
            {format(new Date(payout.createdAt), 'MMM d, yyyy h:mm a')}
          </time>
        </>
      }
    />
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
              <SellerPayoutRow key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
