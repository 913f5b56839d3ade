import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodListSchema, type PaymentMethod } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export function getPaymentMethods(): Promise<PaymentMethod[]> {
  return getJson('/api/payment-methods', paymentMethodListSchema);
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodsQueryKey, queryFn: getPaymentMethods });

/** The seller's payout methods; fetched only when signed in (docs/product.md#api). */
export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentMethodsQueryOptions(), enabled });
}
