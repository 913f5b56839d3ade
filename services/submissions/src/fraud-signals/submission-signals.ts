import type { SubmissionSignal } from '@cardbridge/contracts';
import type { SubmissionModel } from '../submissions/submission.model';

export interface SubmissionSignalsInput {
  seller: { id: string; username: string };
  /** The client address the submission comes from; null when unknown. */
  address: string | null;
  now: Date;
}

export interface SubmissionSignalsDeps {
  submissions: SubmissionModel;
  /** More submissions than this by one seller within an hour is unusual (VELOCITY_PER_HOUR). */
  velocityPerHour: number;
}

const hour = 60 * 60_000;
/** Names listed in a linked-accounts reason before "and N more". */
const namesShown = 5;

/**
 * The seller-velocity and linked-accounts signals of a submission about to be saved
 * (docs/product.md#review-console). Both only inform the reviewer: nothing is refused here.
 * Each is one indexed read: the seller's submissions of the last hour, and the sellers who
 * submitted from the same address in the last 24 hours.
 */
export async function submissionSignals(
  { seller, address, now }: SubmissionSignalsInput,
  { submissions, velocityPerHour }: SubmissionSignalsDeps,
): Promise<SubmissionSignal[]> {
  const signals: SubmissionSignal[] = [];
  const lastHour = await submissions.countDocuments({
    sellerId: seller.id,
    createdAt: { $gt: new Date(now.getTime() - hour) },
  });
  if (lastHour + 1 > velocityPerHour) {
    signals.push({
      type: 'velocity',
      detail: `${lastHour + 1} submissions by ${seller.username} within an hour (more than ${velocityPerHour}).`,
    });
  }
  if (address) {
    const others = (
      (await submissions.distinct('seller.username', {
        submittedFrom: address,
        createdAt: { $gt: new Date(now.getTime() - 24 * hour) },
      })) as string[]
    ).filter((name) => name !== seller.username);
    if (others.length > 0) {
      const more = others.length > namesShown ? ` and ${others.length - namesShown} more` : '';
      signals.push({
        type: 'linked_accounts',
        detail: `${others.length + 1} accounts submitted from ${address} within 24 hours: ${seller.username}, ${others.slice(0, namesShown).join(', ')}${more}.`,
      });
    }
  }
  return signals;
}
