import { adminAuditMessage, createError } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';
import { beingReviewedBy, claimFields, leaseEnd, liveClaim, unclaimedAt } from './claim-lease';
import type { Claimant } from './claim-lease';

export interface ClaimSubmissionInput {
  /** A well-formed submission id (the route answers 404 to any other). */
  id: string;
  admin: Claimant;
  /** The admin's address, for the audit trail. */
  address: string;
  now?: Date;
}

export interface ClaimSubmissionDeps {
  submissions: SubmissionModel;
  /** Where a new claim's audit entry goes, with the claim itself. */
  outbox: Outbox;
}

// A claim is not news to the seller: their list's version (updatedAt) stays as it is.
const quietly = { returnDocument: 'after', timestamps: false } as const;

/**
 * A reviewer claims a pending submission, or renews their own live claim, for one lease
 * (docs/product.md#review-console). Each is one conditional write: of two reviewers claiming at
 * once exactly one gets it, on whichever replica. A new claim is recorded in the audit trail by
 * the same write; a renewal (the console renews while the card is open) is not. A refusal says
 * why and changes nothing.
 */
export async function claimSubmission(
  { id, admin, address, now = new Date() }: ClaimSubmissionInput,
  { submissions, outbox }: ClaimSubmissionDeps,
) {
  const renewed = await submissions.findOneAndUpdate(
    { _id: id, status: 'pending', claimedById: admin.id, claimedUntil: { $gt: now } },
    { $set: { claimedUntil: leaseEnd(now) } },
    quietly,
  );
  if (renewed) return { claimedBy: admin.username, claimedUntil: renewed.claimedUntil! };

  const audit = adminAuditMessage(outbox, {
    admin,
    action: 'submission.claim',
    target: `submission:${id}`,
    address,
    at: now,
  });
  const claimed = await submissions.findOneAndUpdate(
    { _id: id, status: 'pending', ...unclaimedAt(now) },
    { $set: claimFields(admin, now), ...outbox.push(audit) },
    quietly,
  );
  if (claimed) {
    outbox.notify();
    return { claimedBy: admin.username, claimedUntil: claimed.claimedUntil! };
  }

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
  throw createError(409, beingReviewedBy(liveClaim(current, now)?.claimedBy ?? 'another admin'));
}
