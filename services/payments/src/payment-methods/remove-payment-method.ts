import { findOwnedMethod } from './find-owned-method';
import type { PaymentMethodModel } from './payment-method.model';

/**
 * A seller deletes a method: hidden from them and no longer the default, but the record stays,
 * so submissions and payouts made to it still name where the money went.
 */
export async function removePaymentMethod(
  { userId, id }: { userId: string; id: string },
  deps: { methods: PaymentMethodModel },
): Promise<void> {
  const doc = await findOwnedMethod({ userId, id }, deps);
  doc.set({ deletedAt: new Date(), isDefault: false, isActive: false });
  await doc.save();
}
