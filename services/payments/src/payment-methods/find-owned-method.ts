import { createError, isObjectId } from '@cardbridge/service-kit';
import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';

/**
 * One of the user's own, not deleted, methods. Every lookup is scoped to the owner, so another
 * user's id is simply not found (404), never forbidden (which would confirm that it exists).
 */
export async function findOwnedMethod(
  { userId, id }: { userId: string; id: string },
  { methods }: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument> {
  const notFound = () => createError(404, 'Payment method not found');
  if (!isObjectId(id)) throw notFound();
  const doc = await methods.findOne({ _id: id, userId, deletedAt: null });
  if (!doc) throw notFound();
  return doc;
}

/** The user's methods, oldest first. */
export function listOwnMethods(
  { userId }: { userId: string },
  { methods }: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument[]> {
  return methods.find({ userId, deletedAt: null }).sort({ createdAt: 1, _id: 1 });
}

/** For other services: a live (not deleted, active) method of this owner, or undefined. */
export async function findActiveMethod(
  { userId, id }: { userId: string; id: string },
  { methods }: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument | undefined> {
  if (!isObjectId(id)) return undefined;
  const doc = await methods.findOne({ _id: id, userId, deletedAt: null, isActive: true });
  return doc ?? undefined;
}
