import type { AdminSubmission } from '@cardbridge/contracts';

export interface ClaimStatus {
  /** Someone holds an unexpired lease. */
  claimed: boolean;
  mine: boolean;
  /** "Being reviewed by ana", or "Being reviewed by you"; null when nobody holds it. */
  text: string | null;
}

/** Who reviews a submission now: a lease past its end holds nobody (docs/product.md#admin-review). */
export function claimStatus(
  submission: Pick<AdminSubmission, 'claimedBy' | 'claimedUntil'>,
  me: string | undefined,
  now: number,
): ClaimStatus {
  const { claimedBy, claimedUntil } = submission;
  if (!claimedBy || (claimedUntil && Date.parse(claimedUntil) <= now)) {
    return { claimed: false, mine: false, text: null };
  }
  const mine = claimedBy === me;
  return { claimed: true, mine, text: `Being reviewed by ${mine ? 'you' : claimedBy}` };
}
