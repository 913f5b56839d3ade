import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** identity's Ed25519 key pair, kept in its own database so restarts keep sessions valid. */
export interface SigningKey {
  _id: string;
  kid: string;
  privateJwk: Record<string, unknown>;
  createdAt: Date;
}

export type SigningKeyModel = Model<SigningKey>;

const signingKeySchema = new Schema<SigningKey>(
  {
    _id: { type: String, required: true },
    kid: { type: String, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'signing_keys', versionKey: false },
);

export function signingKeyModel(db: Connection): SigningKeyModel {
  return (
    (db.models.SigningKey as SigningKeyModel | undefined) ??
    db.model<SigningKey>('SigningKey', signingKeySchema)
  );
}
