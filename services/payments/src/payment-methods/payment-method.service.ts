import { isValidObjectId, Types } from 'mongoose';
import {
  accountInfoFormatError,
  type NewPaymentMethod,
  type PaymentMethodPatch,
} from '@cardbridge/contracts';
import { createError, validationError } from '@cardbridge/service-kit';
import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';

/**
 * The payout-method story, free of HTTP: a seller keeps a list of their own methods, at most one
 * of them the default. Every lookup is scoped to the owner, so another user's id is simply
 * not found (404), never forbidden (which would confirm that it exists).
 */
/** Enough for a burst of simultaneous defaults from one user; each retry is two small writes. */
const maxDefaultAttempts = 10;

export function paymentMethodService(methods: PaymentMethodModel) {
  const notFound = () => createError(404, 'Payment method not found');

  async function findOwned(userId: string, id: string): Promise<PaymentMethodDocument> {
    if (!isValidObjectId(id)) throw notFound();
    const doc = await methods.findOne({ _id: id, userId, deletedAt: null });
    if (!doc) throw notFound();
    return doc;
  }

  /** Clears the flag on the owner's other methods; runs before the new default is saved. */
  async function clearOtherDefaults(userId: string, keepId: Types.ObjectId | string) {
    await methods.updateMany(
      { userId, _id: { $ne: keepId }, isDefault: true },
      { $set: { isDefault: false } },
    );
  }

  /**
   * Saves a method that becomes the default. The unique index refuses it while another default
   * exists, which happens when a concurrent request set one between our clear and our save: clear
   * again and retry, so the last request wins and the user never has two defaults.
   */
  async function saveAsDefault<T>(
    userId: string,
    keepId: Types.ObjectId | string,
    save: () => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      await clearOtherDefaults(userId, keepId);
      try {
        return await save();
      } catch (error) {
        const duplicate = (error as { code?: unknown }).code === 11000;
        if (!duplicate || attempt >= maxDefaultAttempts) throw error;
      }
    }
  }

  return {
    list(userId: string): Promise<PaymentMethodDocument[]> {
      return methods.find({ userId, deletedAt: null }).sort({ createdAt: 1, _id: 1 });
    },

    findOwned,

    async create(userId: string, input: NewPaymentMethod): Promise<PaymentMethodDocument> {
      const _id = new Types.ObjectId();
      const create = () => methods.create({ ...input, userId, _id });
      return input.isDefault ? saveAsDefault(userId, _id, create) : create();
    },

    async update(userId: string, id: string, patch: PaymentMethodPatch) {
      const doc = await findOwned(userId, id);
      const type = patch.type ?? doc.type;
      const accountInfo = patch.accountInfo ?? doc.accountInfo;
      // A new type or account must still fit the type's format, checked on the merged result.
      const formatError = accountInfoFormatError(type, accountInfo);
      if (formatError) throw validationError(formatError, { accountInfo: formatError });
      doc.set({ ...patch, type, accountInfo });
      return patch.isDefault ? saveAsDefault(userId, doc._id, () => doc.save()) : doc.save();
    },

    async remove(userId: string, id: string): Promise<void> {
      const doc = await findOwned(userId, id);
      doc.set({ deletedAt: new Date(), isDefault: false, isActive: false });
      await doc.save();
    },

    /** For other services: a live method of this owner, or undefined. */
    async findActive(userId: string, id: string): Promise<PaymentMethodDocument | undefined> {
      if (!isValidObjectId(id)) return undefined;
      const doc = await methods.findOne({ _id: id, userId, deletedAt: null, isActive: true });
      return doc ?? undefined;
    },
  };
}

export type PaymentMethodService = ReturnType<typeof paymentMethodService>;
