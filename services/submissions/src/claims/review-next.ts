import { adminAuditMessage, createError } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import type { SubmissionDocument, SubmissionModel } from '../submissions/submission.model';
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

/** Candidates read per round: enough for every reviewer of a busy team pressing at once. */
const batch = 25;
/** Rounds before giving up on a queue whose every candidate is taken as soon as it is read. */
const maxRounds = 20;

/**
 * "Review next" (docs/product.md#review-console): claims the oldest pending submission nobody
 * holds a live claim on, or answers null when there is none. The oldest few are read from the
 * `{ status, createdAt }` index, then each is claimed with one conditional write on its id; a
 * candidate another reviewer took in between fails that write and the next is tried. So twenty
 * reviewers pressing at once get twenty different submissions, with no lock and on any replica.
 */
export async function reviewNext(
  { admin, address, now = new Date() }: ReviewNextInput,
  { submissions, outbox }: ReviewNextDeps,
): Promise<SubmissionDocument | null> {
  const open = { status: 'pending' as const, ...unclaimedAt(now) };
  for (let round = 0; round < maxRounds; round += 1) {
    const candidates = await submissions
      .find(open, { _id: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .limit(batch)
      .lean();
    if (candidates.length === 0) return null;
    for (const { _id } of candidates) {
      const audit = adminAuditMessage(outbox, {
        admin,
        action: 'submission.claim',
        target: `submission:${String(_id)}`,
        address,
        at: now,
      });
      const claimed: SubmissionDocument | null = await submissions.findOneAndUpdate(
        { _id, ...open },
        { $set: claimFields(admin, now), ...outbox.push(audit) },
        { returnDocument: 'after', timestamps: false },
      );
      if (claimed) {
        outbox.notify();
        return claimed;
      }
    }
  }
  throw createError(409, 'Every pending submission was just claimed by others; try again.');
}
