import { createError } from '@cardbridge/service-kit';
import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';

export const methodNotFound = 'Payment method not found';

/**
 * One of the user's own, not deleted, methods. Every lookup is scoped to the owner, so another
 * user's id is simply not found (404), never forbidden (which would confirm that it exists).
 * The route has checked that `id` is an id.
 */
export async function findOwnedMethod(
  { userId, id }: { userId: string; id: string },
  { methods }: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument> {
  const doc = await methods.findOne({ _id: id, userId, deletedAt: null });
  if (!doc) throw createError(404, methodNotFound);
  return doc;
}
