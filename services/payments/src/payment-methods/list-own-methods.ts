import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';

/** The user's methods, oldest first. */
export function listOwnMethods(
  { userId }: { userId: string },
  { methods }: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument[]> {
  return methods.find({ userId, deletedAt: null }).sort({ createdAt: 1, _id: 1 });
}
