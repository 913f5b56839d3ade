import { reasonCodeInfo, resubmittableReasonCodes } from '@cardbridge/contracts';
import type { ReasonCode } from '@cardbridge/contracts';
import { createError, validationError } from '@cardbridge/service-kit';
import type { SubmissionDocument, SubmissionModel } from './submission.model';

const unknownEarlier = 'Unknown submission to resubmit.';
export const alreadyResubmitted = 'This submission was already resubmitted.';

/** Whether a seller may resubmit this submission with corrections now. */
export function canResubmit(doc: SubmissionDocument): boolean {
  const code = doc.statusReasonCode as ReasonCode | null;
  return (
    doc.status === 'rejected' &&
    code !== null &&
    reasonCodeInfo[code].resubmittable &&
    !doc.resubmittedAs
  );
}

/**
 * A resubmission corrects the seller's own rejected submission, and only a rejection the seller
 * can fix: an unreadable photo or wrong card details (docs/product.md#resubmission). Checked
 * before anything is stored; the link itself is written after the save (linkResubmission).
 */
export async function checkResubmission(
  { sellerId, resubmitOf }: { sellerId: string; resubmitOf: string },
  { submissions }: { submissions: SubmissionModel },
): Promise<SubmissionDocument> {
  const earlier = await submissions.findOne({ _id: resubmitOf, sellerId });
  if (!earlier) throw validationError(unknownEarlier, { resubmitOf: unknownEarlier });
  if (earlier.resubmittedAs) throw createError(409, alreadyResubmitted);
  if (!canResubmit(earlier)) {
    const fixable = resubmittableReasonCodes.map((c) => reasonCodeInfo[c].label.toLowerCase());
    throw createError(
      409,
      `Only a submission rejected for ${fixable.join(' or ')} can be resubmitted with corrections.`,
    );
  }
  return earlier;
}

/**
 * Marks the earlier submission as corrected by `laterId`, once: false when another resubmission
 * got there first (the caller then removes its own).
 */
export async function linkResubmission(
  { earlierId, laterId }: { earlierId: string; laterId: string },
  { submissions }: { submissions: SubmissionModel },
): Promise<boolean> {
  const { modifiedCount } = await submissions.updateOne(
    { _id: earlierId, resubmittedAs: null },
    { $set: { resubmittedAs: laterId } },
  );
  return modifiedCount === 1;
}

/** The earlier decision as the new submission keeps it. */
export function earlierDecision(earlier: SubmissionDocument) {
  const decided = earlier.statusHistory[earlier.statusHistory.length - 1];
  return {
    id: earlier.id as string,
    status: earlier.status,
    reasonCode: earlier.statusReasonCode ?? null,
    reason: earlier.statusReason ?? null,
    decidedAt: decided?.at ?? null,
  };
}
