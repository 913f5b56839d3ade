/**
 * Where money leaves the marketplace. Local runs use the sandbox; a real provider (a bank API,
 * PayPal Payouts...) implements the same interface. `send` must be idempotent by `payoutId`:
 * the sender may call it again for a payout whose first answer was lost.
 */
export interface PayoutOrder {
  payoutId: string;
  amountCents: number;
  method: { type: string; accountInfo: string; accountName: string };
}

export type PayoutOutcome = { sent: true; reference: string } | { sent: false; reason: string };

export interface PayoutProvider {
  readonly name: string;
  send: (order: PayoutOrder) => Promise<PayoutOutcome>;
}
