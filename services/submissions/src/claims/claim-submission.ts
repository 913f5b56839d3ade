import { createError } from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';
import { beingReviewedBy, claimableBy, claimFields, liveClaim } from './claim-lease';
import type { Claimant } from './claim-lease';

export interface ClaimSubmissionInput {
  /** A well-formed submission id (the route answers 404 to any other). */
  id: string;
  admin: Claimant;
  now?: Date;
}

export interface ClaimSubmissionDeps {
  submissions: SubmissionModel;
}

/**
 * A reviewer claims a pending submission, or renews their own claim, for one lease
 * (docs/product.md#review-console). One conditional write decides it: of two reviewers claiming
 * at once exactly one gets it, on whichever replica. A refusal says why and changes nothing.
 */
export async function claimSubmission(
  { id, admin, now = new Date() }: ClaimSubmissionInput,
  { submissions }: ClaimSubmissionDeps,
) {
  const claimed = await submissions.findOneAndUpdate(
    { _id: id, status: 'pending', ...claimableBy(admin, now) },
    { $set: claimFields(admin, now) },
    // A claim is not news to the seller: their list's version (updatedAt) stays as it is.
    { returnDocument: 'after', timestamps: false, projection: { claimedBy: 1, claimedUntil: 1 } },
  );
  if (claimed) return { claimedBy: admin.username, claimedUntil: claimed.claimedUntil! };

  const current = await submissions
    .findById(id, { status: 1, claimedBy: 1, claimedById: 1, claimedUntil: 1 })
    .lean();
  if (!current) throw createError(404, 'Submission not found');
  if (current.status !== 'pending') {
    throw createError(
      409,
      `This submission is ${current.status}; only pending submissions can be claimed.`,
    );
  }
  const claim = liveClaim(current, now);
  throw createError(409, beingReviewedBy(claim?.claimedBy ?? 'another admin'));
}
