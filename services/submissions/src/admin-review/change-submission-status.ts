import { submissionStatusInfo } from '@cardbridge/contracts';
import type { StatusChangeRequest, SubmissionStatus } from '@cardbridge/contracts';
import { adminAuditMessage, createError, validationError } from '@cardbridge/service-kit';
import { beingReviewedBy, claimableBy, liveClaim, releasedFields } from '../claims/claim-lease';
import type { Claimant } from '../claims/claim-lease';
import { moveSubmission, movedElsewhere } from '../submissions/move-submission';
import type { MoveSubmissionDeps } from '../submissions/move-submission';
import type { SubmissionDocument } from '../submissions/submission.model';
import { allowedFrom, needsReason } from './status-machine';

export interface ChangeSubmissionStatusInput {
  /** A well-formed submission id (the route answers 404 to any other). */
  id: string;
  change: StatusChangeRequest;
  admin: Claimant;
  /** The admin's address, for the audit trail. */
  address: string;
}

const reasonRequired = 'A reason is required to reject a submission or mark it as failed.';

export type ChangeSubmissionStatusDeps = MoveSubmissionDeps;

/**
 * An admin moves a submission along the status machine (docs/product.md#states-and-transitions).
 * A rejection or failure takes a reason code, a text, or both (docs/product.md#reason-codes); a
 * code without a text is enough, except "other". The change is one compare-and-set
 * (moveSubmission) that also needs no other reviewer's live claim: of two admins acting at once
 * exactly one wins, and the other is told the status it has now, or who holds it (409).
 */
export async function changeSubmissionStatus(
  { id, change, admin, address }: ChangeSubmissionStatusInput,
  deps: ChangeSubmissionStatusDeps,
): Promise<SubmissionDocument> {
  const { status: to, reason, reasonCode } = change;
  if (needsReason(to) && !reason && !reasonCode) {
    throw validationError(reasonRequired, { reason: reasonRequired });
  }
  const current = await deps.submissions.findById(id);
  if (!current) throw createError(404, 'Submission not found');
  const from = current.status as SubmissionStatus;
  const now = new Date();
  // Another reviewer's live claim keeps the decision theirs (docs/product.md#review-console).
  refuseOthersClaim(current, admin, now);
  if (!allowedFrom(to).includes(from)) throw movedElsewhere(from, to);
  const updated = await moveSubmission(
    current,
    {
      to,
      by: `admin:${admin.username}`,
      admin,
      reason,
      reasonCode,
      now,
      when: claimableBy(admin, now),
      // Recorded by the same write as the change; its id is the change's, so a retry records it once.
      audit: (outbox) =>
        adminAuditMessage(outbox, {
          id: `status.${id}.${current.statusHistory.length}`,
          admin,
          action: 'submission.status',
          target: `submission:${id}`,
          address,
          at: now,
        }),
      // A decided review needs no reviewer: nobody is shown as reviewing it. The first
      // decision's time stays, whatever reverts follow (docs/product.md#insights).
      ...(submissionStatusInfo[to].final && { set: releasedFields, min: { decidedAt: now } }),
    },
    deps,
  );
  if (updated) return updated;
  // Another admin changed or claimed it between the read and the write: say what it is now.
  const latest = await deps.submissions
    .findById(id, { status: 1, claimedBy: 1, claimedById: 1, claimedUntil: 1 })
    .lean();
  if (latest) refuseOthersClaim(latest, admin, now);
  throw movedElsewhere((latest?.status ?? from) as SubmissionStatus, to);
}

/** 409 naming the reviewer when another admin holds a live claim on it. */
export function refuseOthersClaim(
  doc: Parameters<typeof liveClaim>[0],
  admin: Claimant,
  now: Date,
): void {
  const claim = liveClaim(doc, now);
  if (claim && claim.claimedById !== admin.id) {
    throw createError(409, beingReviewedBy(claim.claimedBy));
  }
}
