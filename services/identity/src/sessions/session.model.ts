import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { SessionKind } from '@cardbridge/contracts';

/** A sign-in: the token names it by `sid`, so it can be ended before the token expires. */
export interface Session {
  _id: string;
  kind: SessionKind;
  subjectId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type SessionModel = Model<Session>;

const sessionSchema = new Schema<Session>(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['user', 'admin'], required: true },
    subjectId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null, index: true },
  },
  { collection: 'sessions', versionKey: false },
);
// A row, revoked or not, matters only while its token could still be presented: MongoDB drops it
// at the token's own expiry, so the revocation list stays as small as the live tokens.
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function sessionModel(db: Connection): SessionModel {
  return (
    (db.models.Session as SessionModel | undefined) ?? db.model<Session>('Session', sessionSchema)
  );
}
