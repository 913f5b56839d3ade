import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import type { AdminPayout } from '@cardbridge/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PayoutStatusBadge,
  Spinner,
} from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useAdminPayouts } from '../api/get-admin-payouts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function PayoutRow({ payout }: { payout: AdminPayout }) {
  return (
    <li
      data-testid="admin-payout-row"
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="min-w-0">
        <p className="font-medium">Transaction #{payout.id}</p>
        <p className="text-sm text-muted-foreground">
          {capitalised(payout.type)} to {payout.username} ·{' '}
          {format(new Date(payout.createdAt), 'MMM d, yyyy h:mm a')}
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
                <PayoutRow key={payout.id} payout={payout} />
              ))}
            </ul>
          </>
        )}
        <LoadMoreButton pages={query} />
      </CardContent>
    </Card>
  );
}
