import { Schema } from 'mongoose';
import type { Connection, HydratedDocumentFromSchema } from 'mongoose';
import { paymentMethodTypes } from '@cardbridge/contracts';
import type { PaymentMethod, PaymentMethodType } from '@cardbridge/contracts';
import type { AccountVault } from './account-vault';

export interface PaymentMethodRecord {
  userId: string;
  type: PaymentMethodType;
  /** The account, sealed (account-vault.ts); never stored in the clear. */
  accountInfoSealed: string | null;
  /** Last four digits (or characters), for a masked bank account. */
  accountLast4: string | null;
  /** Only on records written before accounts were sealed. */
  accountInfo?: string | null;
  accountName: string;
  isDefault: boolean;
  isActive: boolean;
  /**
   * Deleting hides a method from its owner but keeps the record: submissions and payouts made
   * to it still name where the money went.
   */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<PaymentMethodRecord>(
  {
    userId: { type: String, required: true, index: true },
    type: { type: String, enum: paymentMethodTypes, required: true },
    accountInfoSealed: { type: String, default: null },
    accountLast4: { type: String, default: null },
    accountInfo: { type: String, default: undefined },
    accountName: { type: String, default: '' },
    isDefault: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'payment_methods' },
);

// At most one default per user, kept by the database: two requests making a default at the same
// moment cannot both win (the service retries the loser after clearing the other default).
// (Its own key pattern, so it never clashes with the plain userId index.)
schema.index(
  { userId: 1, isDefault: 1 },
  { unique: true, partialFilterExpression: { isDefault: true }, name: 'one_default_per_user' },
);

export type PaymentMethodDocument = HydratedDocumentFromSchema<typeof schema>;

export function paymentMethodModel(db: Connection) {
  return db.model('PaymentMethod', schema);
}

export type PaymentMethodModel = ReturnType<typeof paymentMethodModel>;

/** The API shape of a method, for its owner: a bank account masked. */
export function toPaymentMethod(doc: PaymentMethodDocument, vault: AccountVault): PaymentMethod {
  return {
    id: doc.id,
    type: doc.type,
    accountInfo: vault.shown(doc.type, doc),
    accountName: doc.accountName,
    isDefault: doc.isDefault,
    isActive: doc.isActive,
    createdAt: doc.createdAt.toISOString(),
  };
}
