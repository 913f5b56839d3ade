import { formatMoney, parseDollars, quoteCents } from '@cardbridge/catalogue';
import { submissionSellerMoves } from '@cardbridge/contracts';
import type { AdjustmentRequest, SubmissionStatus } from '@cardbridge/contracts';
import { adminAuditMessage, createError, validationError } from '@cardbridge/service-kit';
import type { SessionPrincipal } from '@cardbridge/service-kit';
import { refuseOthersClaim } from '../admin-review/change-submission-status';
import { claimableBy } from '../claims/claim-lease';
import type { Claimant } from '../claims/claim-lease';
import { moveSubmission, movedElsewhere, statusNow } from '../submissions/move-submission';
import type { MoveSubmissionDeps } from '../submissions/move-submission';
import type { SubmissionDocument } from '../submissions/submission.model';

export interface AdjustBalanceInput {
  /** A well-formed submission id (the route answers 404 to any other). */
  id: string;
  request: AdjustmentRequest;
  admin: Claimant & Pick<SessionPrincipal, 'role'>;
  /** The admin's address, for the audit trail. */
  address: string;
}

export interface AdjustBalanceDeps extends MoveSubmissionDeps {
  /** How long the seller has to answer before it is declined for them. */
  answerMs: number;
}

const { from: adjustableFrom, to } = submissionSellerMoves.adjust;

/**
 * A reviewer found a different balance (docs/product.md#balance-adjustments). Nothing about the
 * money changes yet: the submission waits for the seller, who sees the value and payout before
 * and after (the payout at the rate the submission was quoted at) and the reason, on the
 * dashboard and by email, and has until `answerBy` to accept or decline.
 */
export async function adjustBalance(
  { id, request, admin, address }: AdjustBalanceInput,
  deps: AdjustBalanceDeps,
): Promise<SubmissionDocument> {
  const current = await deps.submissions.findById(id);
  if (!current) throw createError(404, 'Submission not found');
  const toCents = parseDollars(request.amount.trim().replace(/^\$/, ''));
  if (toCents === undefined || toCents <= 0 || toCents >= current.denominationCents) {
    const message = `The adjusted amount must be more than $0 and less than the submitted ${formatMoney(current.denominationCents)}.`;
    throw validationError(message, { amount: message });
  }
  const from = current.status as SubmissionStatus;
  const now = new Date();
  refuseOthersClaim(current, admin, now);
  if (!(adjustableFrom as readonly SubmissionStatus[]).includes(from)) {
    throw movedElsewhere(from, to);
  }
  const answerBy = new Date(now.getTime() + deps.answerMs);
  const toQuoteCents = quoteCents(toCents, { ratePercent: current.ratePercent });
  const by = `admin:${admin.username}`;
  const updated = await moveSubmission(
    current,
    {
      to,
      by,
      admin,
      reason: request.reason,
      now,
      when: claimableBy(admin, now),
      audit: (outbox) =>
        adminAuditMessage(outbox, {
          id: `adjust.${id}.${current.statusHistory.length}`,
          admin,
          action: 'submission.adjust',
          target: `submission:${id}`,
          address,
          at: now,
        }),
      set: {
        adjustment: {
          fromCents: current.denominationCents,
          toCents,
          fromQuoteCents: current.quoteCents,
          toQuoteCents,
          reason: request.reason,
          by,
          at: now,
          answerBy,
          answer: null,
          answeredAt: null,
        },
      },
      announce: {
        denominationCents: toCents,
        quoteCents: toQuoteCents,
        previous: current,
        answerBy,
      },
    },
    deps,
  );
  if (updated) return updated;
  throw movedElsewhere(await statusNow(deps.submissions, id, from), to);
}
