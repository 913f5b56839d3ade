import { setTimeout as sleep } from 'node:timers/promises';
import type { PayoutOrder, PayoutOutcome, PayoutProvider } from './payout-provider';

export interface SandboxOptions {
  /** How long "sending" takes. */
  delayMs: number;
  /** When set, every payout fails with this reason (to see the failed path locally and in tests). */
  failWith?: string | undefined;
}

/** A provider that pays nobody: it answers after a short delay, as a real one would. */
export function sandboxPayoutProvider({ delayMs, failWith }: SandboxOptions): PayoutProvider {
  return {
    name: 'sandbox',
    async send(order: PayoutOrder): Promise<PayoutOutcome> {
      await sleep(delayMs);
      if (failWith) return { sent: false, reason: failWith };
      return { sent: true, reference: `sandbox_${order.payoutId}` };
    },
  };
}
