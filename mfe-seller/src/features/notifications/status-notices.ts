import { formatMoney } from '@cardbridge/catalogue';
import type { MySubmission, Transaction } from '@cardbridge/contracts';

export interface Notice {
  title: string;
  description: string;
  variant?: 'destructive';
}

/**
 * What the seller is told when the polled list shows a submission in a new status
 * (docs/product.md#notifications): processing, approved (completed), rejected in the destructive
 * style with the reason, and failed likewise. Pending is where every submission starts: no notice.
 */
export function submissionNotice(s: MySubmission): Notice | undefined {
  switch (s.status) {
    case 'processing':
      return {
        title: 'Submission Processing',
        description: `Your ${s.brand} gift card is now being reviewed.`,
      };
    case 'completed':
      return {
        title: 'Submission Approved',
        description: `Your ${s.brand} gift card was approved. ${formatMoney(s.quoteCents)} is on its way to you.`,
      };
    case 'rejected':
      return {
        title: 'Submission Rejected',
        description: `Your ${s.brand} gift card was rejected. Rejection Reason: ${s.statusReason ?? 'not given'}`,
        variant: 'destructive',
      };
    case 'failed':
      return {
        title: 'Processing Failed',
        description: `Your ${s.brand} gift card could not be processed. Reason: ${s.statusReason ?? 'not given'}`,
        variant: 'destructive',
      };
    default:
      return undefined;
  }
}

/** "Paid": a payout the provider has sent. */
export function payoutNotice(t: Transaction): Notice | undefined {
  if (t.status !== 'completed') return undefined;
  return {
    title: 'Payment Sent',
    description: `${formatMoney(t.amountCents)} has been sent to your payout method.`,
  };
}
