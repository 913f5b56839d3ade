import { claimLeaseMinutes } from '@cardbridge/contracts';
import type { SubmissionClaim } from '@cardbridge/contracts';
import type { AdminAction } from '@cardbridge/service-kit';

/**
 * Who claims: the signed-in admin. The id decides whose claim it is, the username is shown, the
 * role goes into the audit trail.
 */
export type Claimant = AdminAction['admin'];

/** When a claim taken or renewed at `now` lapses (docs/product.md#review-console). */
export const leaseEnd = (now: Date) => new Date(now.getTime() + claimLeaseMinutes * 60_000);

/** A submission nobody holds a live claim on: never claimed, released, or lapsed. */
export const unclaimedAt = (now: Date) => ({ claimedUntil: { $not: { $gt: now } } });

/** A submission free for `admin` at `now`: unclaimed, or their own claim (live or lapsed). */
export const claimableBy = (admin: Claimant, now: Date) => ({
  $or: [unclaimedAt(now), { claimedById: admin.id }],
});

/** The fields a claim sets; a release clears them. */
export const claimFields = (admin: Claimant, now: Date) => ({
  claimedBy: admin.username,
  claimedById: admin.id,
  claimedUntil: leaseEnd(now),
});
export const releasedFields = { claimedBy: null, claimedById: null, claimedUntil: null };

interface ClaimState {
  claimedBy?: string | null;
  claimedById?: string | null;
  claimedUntil?: Date | null;
}

/** The claim a submission holds at `now`, or null when there is none or it lapsed. */
export function liveClaim(doc: ClaimState, now = new Date()) {
  if (!doc.claimedUntil || doc.claimedUntil <= now || !doc.claimedBy) return null;
  return {
    claimedBy: doc.claimedBy,
    claimedById: doc.claimedById ?? '',
    claimedUntil: doc.claimedUntil,
  };
}

/** The claim as the API answers it. */
export const toSubmissionClaim = (claim: {
  claimedBy: string;
  claimedUntil: Date;
}): SubmissionClaim => ({
  claimedBy: claim.claimedBy,
  claimedUntil: claim.claimedUntil.toISOString(),
});

/** What another admin's live claim answers: who has it (409). */
export const beingReviewedBy = (username: string) => `Being reviewed by ${username}`;
