import type { StatusLook } from '../status-tone';

/**
 * A payout's life (docs/product.md#payouts-and-transactions): pending until the provider sends it,
 * then completed (the seller reads "Paid") or failed; reversed when an admin reverts the completed
 * submission it paid. A large payout starts awaiting approval and becomes pending once a second
 * admin approves it, or ends declined (docs/product.md#four-eyes-approval).
 */
export const payoutStatuses = [
  'awaiting_approval',
  'pending',
  'completed',
  'failed',
  'declined',
  'reversed',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export interface PayoutStatusInfo extends StatusLook {
  /** The title of the seller's notice when their payout gets here; null: no notice. */
  notice: string | null;
}

/** Every payout status's label, tone and notice, for every screen (docs/product.md#statuses). */
export const payoutStatusInfo: Readonly<Record<PayoutStatus, PayoutStatusInfo>> = {
  awaiting_approval: { label: 'Awaiting approval', tone: 'neutral', notice: null },
  pending: { label: 'Pending', tone: 'neutral', notice: null },
  completed: { label: 'Paid', tone: 'positive', notice: 'Payment Sent' },
  failed: { label: 'Failed', tone: 'negative', notice: null },
  declined: { label: 'Declined', tone: 'negative', notice: 'Payment Declined' },
  reversed: { label: 'Reversed', tone: 'neutral', notice: null },
};
