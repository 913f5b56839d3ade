import { submissionStatusInfo } from '@cardbridge/contracts';
import type { StatusChangeRequest, SubmissionStatus } from '@cardbridge/contracts';
import { adminAuditMessage, createError, validationError } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import type { SubmissionDocument, SubmissionModel } from '../submissions/submission.model';
import { beingReviewedBy, claimableBy, liveClaim, releasedFields } from '../claims/claim-lease';
import type { Claimant } from '../claims/claim-lease';
import { statusAnnouncements } from './status-announcements';
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

export interface ChangeSubmissionStatusDeps {
  submissions: SubmissionModel;
  outbox: Outbox;
}

/**
 * An admin moves a submission along the status machine (docs/product.md#states-and-transitions).
 * The change is one compare-and-set on the current status and history length: of two admins
 * acting at once exactly one wins, and the other is told the status it has now (409). The
 * history records who, when, from, to and why. The same write stores what the change announces
 * (a payout to book or reverse, the seller's notice), which the outbox relay then delivers.
 */
export async function changeSubmissionStatus(
  { id, change, admin, address }: ChangeSubmissionStatusInput,
  { submissions, outbox }: ChangeSubmissionStatusDeps,
): Promise<SubmissionDocument> {
  const { status: to, reason } = change;
  if (needsReason(to) && !reason) throw validationError(reasonRequired, { reason: reasonRequired });

  const current = await submissions.findById(id);
  if (!current) throw createError(404, 'Submission not found');
  const from = current.status as SubmissionStatus;
  const now = new Date();
  // Another reviewer's live claim keeps the decision theirs (docs/product.md#review-console).
  refuseOthersClaim(current, admin, now);
  if (!allowedFrom(to).includes(from)) throw conflict(from, to);

  const history = current.statusHistory;
  const messages = statusAnnouncements(
    outbox,
    {
      id: current.id,
      sellerId: current.sellerId,
      seller: { username: current.seller?.username ?? '' },
      brand: current.brand,
      denominationCents: current.denominationCents,
      quoteCents: current.quoteCents,
      paymentMethod: {
        id: current.paymentMethod?.id ?? '',
        type: current.paymentMethod?.type ?? '',
        account: current.paymentMethod?.account ?? null,
      },
      pastStatuses: history.map((entry) => entry.to as SubmissionStatus),
    },
    { from, to, reason: reason ?? null, at: now, by: admin },
  );
  const entry = { from, to, reason: reason ?? null, by: `admin:${admin.username}`, at: now };
  // Recorded by the same write as the change; its id is the change's, so a retry records it once.
  const audit = adminAuditMessage(outbox, {
    id: `status.${id}.${history.length}`,
    admin,
    action: 'submission.status',
    target: `submission:${id}`,
    address,
    at: now,
  });
  const updated = await submissions.findOneAndUpdate(
    // The history's length pins the exact state read above, even if it left and came back.
    // The claim condition makes a claim taken meanwhile win over this change.
    { _id: id, status: from, statusHistory: { $size: history.length }, ...claimableBy(admin, now) },
    {
      $set: {
        status: to,
        statusReason: needsReason(to) ? reason : null,
        updatedAt: now,
        // A decided review needs no reviewer: nobody is shown as reviewing it.
        ...(submissionStatusInfo[to].final && releasedFields),
      },
      $push: { statusHistory: entry, ...outbox.push(...messages, audit).$push },
      // The first decision's time stays, whatever reverts follow (docs/product.md#insights).
      ...(submissionStatusInfo[to].final && { $min: { decidedAt: now } }),
    },
    { returnDocument: 'after' },
  );
  if (updated) {
    outbox.notify();
    return updated;
  }
  // Another admin changed or claimed it between the read and the write: say what it is now.
  const latest = await submissions
    .findById(id, { status: 1, claimedBy: 1, claimedById: 1, claimedUntil: 1 })
    .lean();
  if (latest) refuseOthersClaim(latest, admin, now);
  throw conflict((latest?.status ?? from) as SubmissionStatus, to);
}

function refuseOthersClaim(doc: Parameters<typeof liveClaim>[0], admin: Claimant, now: Date): void {
  const claim = liveClaim(doc, now);
  if (claim && claim.claimedById !== admin.id) {
    throw createError(409, beingReviewedBy(claim.claimedBy));
  }
}

function conflict(current: SubmissionStatus, to: SubmissionStatus) {
  return createError(
    409,
    `This submission is ${current} now; it cannot be moved to ${to}. Reload to see its latest state.`,
  );
}
