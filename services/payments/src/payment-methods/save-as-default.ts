import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '@cardbridge/service-kit';
import type { PaymentMethodModel } from './payment-method.model';

/** Enough for a burst of simultaneous defaults from one user; each retry is two small writes. */
const maxDefaultAttempts = 10;

/**
 * Saves a method that becomes the user's default. The owner's other defaults are cleared first;
 * the unique index (one default per user) refuses the save while another default exists, which
 * happens when a concurrent request set one between our clear and our save: clear again and
 * retry, so the last request wins and the user never has two defaults.
 */
export async function saveAsDefault<T>(
  {
    userId,
    keepId,
    save,
  }: { userId: string; keepId: Types.ObjectId | string; save: () => Promise<T> },
  { methods }: { methods: PaymentMethodModel },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    await methods.updateMany(
      { userId, _id: { $ne: keepId }, isDefault: true },
      { $set: { isDefault: false } },
    );
    try {
      return await save();
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= maxDefaultAttempts) throw error;
    }
  }
}
