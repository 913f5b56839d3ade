import { randomBytes } from 'node:crypto';
import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Why an admin is between the password and a session: to give a code, or to enrol first. */
export type ChallengePurpose = 'login' | 'enrol';

interface MfaChallenge {
  _id: string;
  adminId: string;
  purpose: ChallengePurpose;
  expiresAt: Date;
}

const challengeSchema = new Schema<MfaChallenge>(
  {
    _id: { type: String, required: true },
    adminId: { type: String, required: true },
    purpose: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'admin_mfa_challenges', versionKey: false },
);
challengeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const challengeTtlMs = 5 * 60_000;

/**
 * The step between a right password and an admin session. Its id (256 random bits) is the only
 * key, kept in an httpOnly cookie; it opens nothing but the next step, and lasts 5 minutes.
 */
export function mfaChallenges(db: Connection) {
  const model: Model<MfaChallenge> =
    (db.models.MfaChallenge as Model<MfaChallenge> | undefined) ??
    db.model<MfaChallenge>('MfaChallenge', challengeSchema);
  return {
    async open(adminId: string, purpose: ChallengePurpose) {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + challengeTtlMs);
      await model.create({ _id: id, adminId, purpose, expiresAt });
      return { id, expiresAt };
    },
    /** The live challenge for this purpose, or undefined (unknown, expired, other purpose). */
    async find(id: string | undefined, purpose: ChallengePurpose) {
      if (!id) return undefined;
      const found = await model
        .findOne({ _id: id, purpose, expiresAt: { $gt: new Date() } })
        .lean();
      return found ? { id: found._id, adminId: found.adminId } : undefined;
    },
    async close(id: string) {
      await model.deleteOne({ _id: id });
    },
  };
}

export type MfaChallenges = ReturnType<typeof mfaChallenges>;
