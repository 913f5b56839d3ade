import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';

/**
 * For other services: a live (not deleted, active) method of this owner, or undefined. The
 * route has checked that `id` is an id.
 */
export async function findActiveMethod(
  { userId, id }: { userId: string; id: string },
  { methods }: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument | undefined> {
  const doc = await methods.findOne({ _id: id, userId, deletedAt: null, isActive: true });
  return doc ?? undefined;
}
