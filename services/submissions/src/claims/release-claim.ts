import { createError } from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';
import { beingReviewedBy, liveClaim, releasedFields } from './claim-lease';
import type { Claimant } from './claim-lease';

export interface ReleaseClaimInput {
  id: string;
  admin: Claimant;
  now?: Date;
}

export interface ReleaseClaimDeps {
  submissions: SubmissionModel;
}

/**
 * A reviewer lets go of their claim so another can take the submission at once
 * (docs/product.md#review-console). Only the claimant may: another admin's live claim answers
 * 409 and stays. Releasing what nobody holds changes nothing and is not an error.
 */
export async function releaseClaim(
  { id, admin, now = new Date() }: ReleaseClaimInput,
  { submissions }: ReleaseClaimDeps,
): Promise<void> {
  const released = await submissions.findOneAndUpdate(
    { _id: id, claimedById: admin.id },
    { $set: releasedFields },
    { timestamps: false, projection: { _id: 1 } },
  );
  if (released) return;
  const current = await submissions.findById(id, { claimedBy: 1, claimedUntil: 1 }).lean();
  if (!current) throw createError(404, 'Submission not found');
  const claim = liveClaim(current, now);
  if (claim) {
    throw createError(409, `${beingReviewedBy(claim.claimedBy)}; only they can release it.`);
  }
}
