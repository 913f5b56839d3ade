import type * as React from 'react';
import type { PayoutStatus } from '@cardbridge/contracts';
import { cn } from '../lib/cn';
import { PayoutStatusBadge } from './status-badge';

interface PayoutRowProps extends Omit<React.ComponentProps<'li'>, 'children'> {
  payout: { id: string; status: PayoutStatus; failureReason?: string | null };
  /** The amount as shown (two decimals). */
  amount: string;
  /** The line under the number: who or where it was paid, and when. */
  detail: React.ReactNode;
  /** What the viewer may do with it (the admin's Approve and Decline), below the row's text. */
  actions?: React.ReactNode;
}

/** One payout in a list, as the seller and the admin both see it: number, detail, amount, status. */
export function PayoutRow({
  payout,
  amount,
  detail,
  actions,
  className,
  ...props
}: PayoutRowProps) {
  return (
    <li
      data-slot="payout-row"
      className={cn('flex flex-wrap items-center justify-between gap-3 py-3', className)}
      {...props}
    >
      <div className="min-w-0">
        <p className="font-medium">Transaction #{payout.id}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
        {payout.failureReason && <p className="text-sm text-destructive">{payout.failureReason}</p>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold tabular-nums">{amount}</span>
        <PayoutStatusBadge status={payout.status} />
      </div>
    </li>
  );
}
