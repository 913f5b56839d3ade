import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/**
 * A visitor's key to a contact conversation (docs/product.md#limits): valid until 24 hours pass
 * without a message in it, then refused with 410. MongoDB's TTL monitor removes it once expired;
 * the conversation itself stays in the admins' inbox.
 */
export const contactSessionIdleMs = 24 * 60 * 60_000;

interface ContactSessionRecord {
  /** The session id the visitor holds. */
  _id: string;
  conversationId: string;
  expiresAt: Date;
}

const schema = new Schema<ContactSessionRecord>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'contact_sessions', versionKey: false },
);

schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_when_idle' });

export function contactSessionModel(db: Connection) {
  return db.model('ContactSession', schema);
}

export type ContactSessionModel = ReturnType<typeof contactSessionModel>;

export const idleDeadline = (from: Date) => new Date(from.getTime() + contactSessionIdleMs);
