import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { statusBadgeVariant } from '@cardbridge/contracts';
import type { AdminTransaction } from '@cardbridge/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useAdminTransactions } from '../api/get-admin-transactions';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function TransactionRow({ t }: { t: AdminTransaction }) {
  return (
    <li
      data-testid="admin-transaction-row"
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="min-w-0">
        <p className="font-medium">Transaction #{t.id}</p>
        <p className="text-sm text-muted-foreground">
          {capitalised(t.type)} to {t.username} ·{' '}
          {format(new Date(t.createdAt), 'MMM d, yyyy h:mm a')}
        </p>
        {t.failureReason && <p className="text-sm text-destructive">{t.failureReason}</p>}
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{formatMoney(t.amountCents)}</span>
        <Badge variant={statusBadgeVariant(t.status)}>{capitalised(t.status)}</Badge>
      </div>
    </li>
  );
}

/**
 * The Transactions tab (docs/product.md#screens): 'Transaction History', each payout with its
 * number, type, date, amount to two decimals and status, newest first, a page at a time.
 */
export function TransactionsTab() {
  const query = useAdminTransactions();
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
            No payouts yet. A payout is made when a submission is completed.
          </p>
        )}
        {items.length > 0 && (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              Showing {items.length} of {total} transactions
            </p>
            <ul className="divide-y divide-border">
              {items.map((t) => (
                <TransactionRow key={t.id} t={t} />
              ))}
            </ul>
          </>
        )}
        <LoadMoreButton pages={query} />
      </CardContent>
    </Card>
  );
}
