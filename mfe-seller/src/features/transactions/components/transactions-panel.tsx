import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import {
  isPaymentMethodType,
  paymentMethodTypeInfo,
  statusBadgeVariant,
} from '@cardbridge/contracts';
import type { Transaction } from '@cardbridge/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useMyTransactions } from '../api/get-my-transactions';

const methodLabel = ({ type, account }: Transaction['paymentMethod']) => {
  const label = isPaymentMethodType(type) ? paymentMethodTypeInfo[type].label : type;
  return account ? `${label} (${account})` : label;
};

const statusText: Record<Transaction['status'], string> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

function TransactionRow({ t }: { t: Transaction }) {
  return (
    <li
      aria-label={`Transaction #${t.id}`}
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="min-w-0">
        <p className="font-medium">Transaction #{t.id}</p>
        <p className="text-sm text-muted-foreground">
          Payout to {methodLabel(t.paymentMethod)} ·{' '}
          <time dateTime={t.createdAt}>{format(new Date(t.createdAt), 'MMM d, yyyy h:mm a')}</time>
        </p>
        {t.failureReason && <p className="text-sm text-destructive">{t.failureReason}</p>}
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{formatMoney(t.amountCents)}</span>
        <Badge variant={statusBadgeVariant(t.status)}>{statusText[t.status]}</Badge>
      </div>
    </li>
  );
}

/** The dashboard's Transactions tab: the seller's payouts, newest first, with their status. */
export function TransactionsPanel() {
  const transactions = useMyTransactions();
  const list = transactions.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Transactions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {transactions.isLoading && <Spinner />}
        {transactions.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(transactions.error, 'Failed to load transactions')}
          </p>
        )}
        {transactions.isSuccess && list.length === 0 && (
          <p className="text-muted-foreground">
            No transactions yet. A payout appears here once one of your submissions is completed.
          </p>
        )}
        {list.length > 0 && (
          <ul className="divide-y divide-border">
            {list.map((t) => (
              <TransactionRow key={t.id} t={t} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
