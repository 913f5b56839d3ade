import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodAnswerSchema,
  type PaymentMethod,
  type PaymentMethodType,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { paymentMethodsQueryKey } from '../../../lib/api/get-payment-methods';

export interface UpdatePaymentMethodInput {
  id: string;
  type: PaymentMethodType;
  accountName: string;
  accountInfo: string;
  isDefault: boolean;
}

export function updatePaymentMethod({
  id,
  ...patch
}: UpdatePaymentMethodInput): Promise<PaymentMethod> {
  return requestJson('PATCH', `/api/payment-methods/${id}`, paymentMethodAnswerSchema, patch);
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
