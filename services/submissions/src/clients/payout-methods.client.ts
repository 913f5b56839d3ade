import { paymentMethodAnswerSchema } from '@cardbridge/contracts';
import type { PaymentMethod } from '@cardbridge/contracts';
import type { InternalClient } from '@cardbridge/service-kit';

/** Asks payments whether a payout method is one of the seller's own, live methods. */
export interface PayoutMethodDirectory {
  findForSeller: (sellerId: string, methodId: string) => Promise<PaymentMethod | undefined>;
}

/** payments' `GET /internal/users/{userId}/payment-methods/{id}`: 404 for anyone else's. */
export function payoutMethodDirectory(payments: InternalClient): PayoutMethodDirectory {
  return {
    findForSeller: (sellerId, methodId) =>
      payments.find(
        `/internal/users/${encodeURIComponent(sellerId)}/payment-methods/${encodeURIComponent(methodId)}`,
        paymentMethodAnswerSchema,
      ),
  };
}
