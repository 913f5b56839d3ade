import { adminAuditOfSelf } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import { adminViewFields } from '../admin-review/admin-submission.view';
import type { SubmissionModel, SubmissionRecord } from '../submissions/submission.model';
import { claimFields, unclaimedAt } from './claim-lease';
import type { Claimant } from './claim-lease';

export interface ReviewNextInput {
  admin: Claimant;
  /** The admin's address, for the audit trail. */
  address: string;
  now?: Date;
}

export interface ReviewNextDeps {
  submissions: SubmissionModel;
  /** Where the claim's audit entry goes, with the claim itself. */
  outbox: Outbox;
}

/** Values an update pipeline stores as they are (a username may start with `$`). */
const literally = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { $literal: value }]));

/**
 * "Review next" (docs/product.md#review-console): claims the oldest pending submission nobody
 * holds a live claim on, or answers null when there is none. One write picks and claims it (a
 * findOneAndUpdate sorted oldest first, read from the `{ status, createdAt }` index) and records
 * the claim in the audit trail through the outbox; the database applies it to one document at a
 * time, so twenty reviewers pressing at once get twenty different submissions, with no lock and
 * on any replica, and none of them retries.
 */
export async function reviewNext(
  { admin, address, now = new Date() }: ReviewNextInput,
  { submissions, outbox }: ReviewNextDeps,
): Promise<SubmissionRecord | null> {
  const audit = adminAuditOfSelf(outbox, {
    admin,
    action: 'submission.claim',
    targetKind: 'submission',
    address,
    at: now,
  });
  const claimed = await submissions
    .findOneAndUpdate(
      { status: 'pending', ...unclaimedAt(now) },
      [{ $set: { ...literally(claimFields(admin, now)), ...outbox.append(audit) } }],
      {
        sort: { createdAt: 1, _id: 1 },
        // What the reviewer is shown of it (not, say, the outbox message just appended).
        projection: adminViewFields,
        returnDocument: 'after',
        timestamps: false,
        updatePipeline: true,
      },
    )
    .lean<SubmissionRecord>();
  if (claimed) outbox.notify();
  return claimed;
}
