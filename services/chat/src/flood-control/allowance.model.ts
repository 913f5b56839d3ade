import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/**
 * How many posts one sender made in one window: `_id` is `<scope>:<who>:<window number>`. Kept in
 * MongoDB so every replica counts the same posts; MongoDB's TTL monitor removes a window's
 * counter once it has ended.
 */
interface AllowanceRecord {
  _id: string;
  count: number;
  expiresAt: Date;
}

const schema = new Schema<AllowanceRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'allowances', versionKey: false },
);

schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'ends_with_its_window' });

export function allowanceModel(db: Connection) {
  return db.model('Allowance', schema);
}

export type AllowanceModel = ReturnType<typeof allowanceModel>;
