import type { SubmissionSignal } from '@cardbridge/contracts';
import type { AccountRegistrations } from '../clients/registrations.client';
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
  /** Accounts signed up from an address (identity); the signal does without them if unreachable. */
  registrations: AccountRegistrations;
}

const hour = 60 * 60_000;
/** Names listed in a linked-accounts reason before "and N more". */
const namesShown = 5;

/**
 * The seller-velocity and linked-accounts signals of a submission about to be saved
 * (docs/product.md#review-console). Both only inform the reviewer: nothing is refused here.
 * Each is one indexed read: the seller's submissions of the last hour, and the accounts that
 * submitted (here) or signed up (identity) from the same address in the last 24 hours.
 */
export async function submissionSignals(
  { seller, address, now }: SubmissionSignalsInput,
  { submissions, velocityPerHour, registrations }: SubmissionSignalsDeps,
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
    const since = new Date(now.getTime() - 24 * hour);
    const [submitted, registered] = await Promise.all([
      submissions.distinct('seller.username', {
        submittedFrom: address,
        createdAt: { $gt: since },
      }),
      // A signal informs, it never blocks: identity being down leaves only the submissions half.
      registrations.from(address, since).catch(() => [] as string[]),
    ]);
    const others = [...new Set([...(submitted as string[]), ...registered])].filter(
      (name) => name !== seller.username,
    );
    if (others.length > 0) {
      const more = others.length > namesShown ? ` and ${others.length - namesShown} more` : '';
      signals.push({
        type: 'linked_accounts',
        detail: `${others.length + 1} accounts signed up or submitted from ${address} within 24 hours: ${seller.username}, ${others.slice(0, namesShown).join(', ')}${more}.`,
      });
    }
  }
  return signals;
}
