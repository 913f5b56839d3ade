import { internalRoutes } from '@cardbridge/api-routes';
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
      payments.find(internalRoutes.sellerPaymentMethod, {
        params: { userId: sellerId, id: methodId },
      }),
  };
}
