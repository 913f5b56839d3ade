import type { PaymentMethod } from '@cardbridge/contracts';
import { createError, internalTokenHeader } from '@cardbridge/service-kit';

/** Asks payments whether a payout method is one of the seller's own, live methods. */
export interface PayoutMethodDirectory {
  findForSeller: (sellerId: string, methodId: string) => Promise<PaymentMethod | undefined>;
}

// A 5xx message is hidden from clients unless marked: this one is written for the seller.
const unavailable = () =>
  createError(503, 'Payment methods are unavailable right now. Please try again.', {
    expose: true,
  });

export function payoutMethodDirectory({
  paymentsUrl,
  internalToken,
}: {
  paymentsUrl: string;
  internalToken: string;
}): PayoutMethodDirectory {
  return {
    async findForSeller(sellerId, methodId) {
      const path = `/internal/users/${encodeURIComponent(sellerId)}/payment-methods/${encodeURIComponent(methodId)}`;
      let response: Response;
      try {
        response = await fetch(new URL(path, paymentsUrl), {
          headers: { [internalTokenHeader]: internalToken },
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        throw unavailable();
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw unavailable();
      return (await response.json()) as PaymentMethod;
    },
  };
}
