import { useState } from 'react';
import { format } from 'date-fns';
import { formatMoney } from '@cardbridge/catalogue';
import { payoutStatuses, payoutStatusInfo } from '@cardbridge/contracts';
import type { AdminPayout, PayoutStatus } from '@cardbridge/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PayoutRow,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
} from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useCurrentAdmin } from '../../../lib/api/get-current-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminPayouts } from '../api/get-admin-payouts';
import { PayoutDecision } from './payout-decision';
import { RetryPayoutButton } from './retry-payout-button';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Who completed a held payout's submission, and who decided it once someone has. */
function approvalNote({ status, completedBy, approval }: AdminPayout): string | null {
  if (approval) {
    return `${approval.decision === 'approved' ? 'Approved' : 'Declined'} by ${approval.by.username}`;
  }
  if (status === 'awaiting_approval') {
    return completedBy
      ? `Completed by ${completedBy.username}`
      : 'Completed before approvals were recorded';
  }
  return null;
}

interface AdminPayoutRowProps {
  payout: AdminPayout;
  canDecide: boolean;
  canRetry: boolean;
}

function AdminPayoutRow({ payout, canDecide, canRetry }: AdminPayoutRowProps) {
  const note = approvalNote(payout);
  return (
    <PayoutRow
      data-testid="admin-payout-row"
      payout={payout}
      amount={formatMoney(payout.amountCents)}
      detail={
        <>
          {`${capitalised(payout.type)} to ${payout.username} · ${format(new Date(payout.createdAt), 'MMM d, yyyy h:mm a')}`}
          {note && <span className="block">{note}</span>}
        </>
      }
      actions={
        (canDecide && <PayoutDecision payout={payout} />) ||
        (canRetry && <RetryPayoutButton payout={payout} />)
      }
    />
  );
}

/**
 * The Transactions tab (docs/product.md#screens): 'Transaction History', each payout with its
 * number, type, date, amount to two decimals and status, newest first, a page at a time,
 * optionally of one status. A payout awaiting approval offers Approve and Decline to a role that
 * may approve, unless this admin completed its submission (docs/product.md#four-eyes-approval);
 * a failed one offers Retry to a role that may retry.
 */
export function PayoutsTab() {
  const [status, setStatus] = useState<PayoutStatus | 'all'>('all');
  const query = useAdminPayouts(status === 'all' ? undefined : status);
  const { admin } = useCurrentAdmin();
  const canApprove = useCan('payouts.approve');
  const mayRetry = useCan('payouts.retry');
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const canDecide = (payout: AdminPayout) =>
    canApprove &&
    payout.status === 'awaiting_approval' &&
    payout.completedBy?.id !== admin?.id &&
    payout.completedBy?.username !== admin?.username;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>
          <h2>Transaction History</h2>
        </CardTitle>
        <Select value={status} onValueChange={(value) => setStatus(value as PayoutStatus | 'all')}>
          <SelectTrigger aria-label="Status" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            {payoutStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {payoutStatusInfo[s].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
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
            {status === 'all'
              ? 'No transactions yet. A payout appears here once a submission is completed.'
              : `No ${payoutStatusInfo[status].label.toLowerCase()} transactions.`}
          </p>
        )}
        {items.length > 0 && (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              Showing {items.length} of {total} transactions
            </p>
            <ul className="divide-y divide-border">
              {items.map((payout) => (
                <AdminPayoutRow
                  key={payout.id}
                  payout={payout}
                  canDecide={canDecide(payout)}
                  canRetry={mayRetry && payout.status === 'failed'}
                />
              ))}
            </ul>
          </>
        )}
        <LoadMoreButton pages={query} />
      </CardContent>
    </Card>
  );
}
