import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import type { AdminPayout } from '@cardbridge/contracts';
import { Card, CardContent, CardHeader, CardTitle, PayoutRow, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useAdminPayouts } from '../api/get-admin-payouts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function AdminPayoutRow({ payout }: { payout: AdminPayout }) {
  return (
    <PayoutRow
      data-testid="admin-payout-row"
      payout={payout}
      amount={formatMoney(payout.amountCents)}
      detail={`${capitalised(payout.type)} to ${payout.username} · ${format(new Date(payout.createdAt), 'MMM d, yyyy h:mm a')}`}
    />
  );
}

/**
 * The Transactions tab (docs/product.md#screens): 'Transaction History', each payout with its
 * number, type, date, amount to two decimals and status, newest first, a page at a time.
 */
export function PayoutsTab() {
  const query = useAdminPayouts();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Transaction History</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isLoading && <Spinner />}
        {query.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(query.error, 'Failed to load transactions')}
          </p>
        )}
        {query.isSuccess && items.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No transactions yet. A payout appears here once a submission is completed.
          </p>
        )}
        {items.length > 0 && (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              Showing {items.length} of {total} transactions
            </p>
            <ul className="divide-y divide-border">
              {items.map((payout) => (
                <AdminPayoutRow key={payout.id} payout={payout} />
              ))}
            </ul>
          </>
        )}
        <LoadMoreButton pages={query} />
      </CardContent>
    </Card>
  );
}
