import { internalRoutes } from '@cardbridge/api-routes';
import { formatDecimal } from '@cardbridge/catalogue';
import { submissionStatusInfo } from '@cardbridge/contracts';
import type {
  ReasonCode,
  PayoutRequest,
  PayoutReversal,
  SubmissionStatus,
  SubmissionStatusNotice,
} from '@cardbridge/contracts';
import type { Outbox, OutboxMessage } from '@cardbridge/service-kit';
import type { SubmissionDocument } from '../submissions/submission.model';

/** What a status change needs to know of the submission it moves. */
export interface AnnouncedSubmission {
  id: string;
  sellerId: string;
  seller: { username: string };
  brand: string;
  denominationCents: number;
  quoteCents: number;
  paymentMethod: { id: string; type: string; account: string | null };
  /** Statuses it has been moved to so far, oldest first (its history's `to`s). */
  pastStatuses: SubmissionStatus[];
}

export interface Transition {
  from: SubmissionStatus;
  to: SubmissionStatus;
  reason: string | null;
  /** When the change is made. */
  at: Date;
  /**
   * The admin making the change: a large payout waits for another
   * (docs/product.md#four-eyes-approval). Absent for a seller's or a job's move, which never
   * completes a submission.
   */
  by?: { id: string; username: string };
  reasonCode?: ReasonCode | null;
  /** An adjustment: the face value and quote before it, and the answer's deadline. */
  previous?: { denominationCents: number; quoteCents: number };
  answerBy?: Date;
}

/** What a status change reads of the submission it moves. */
export function announcedSubmission(doc: SubmissionDocument): AnnouncedSubmission {
  return {
    id: doc.id,
    sellerId: doc.sellerId,
    seller: { username: doc.seller?.username ?? '' },
    brand: doc.brand,
    denominationCents: doc.denominationCents,
    quoteCents: doc.quoteCents,
    paymentMethod: {
      id: doc.paymentMethod?.id ?? '',
      type: doc.paymentMethod?.type ?? '',
      account: doc.paymentMethod?.account ?? null,
    },
    pastStatuses: doc.statusHistory.map((entry) => entry.to as SubmissionStatus),
  };
}

/**
 * The messages a status change announces, stored with the change itself (one write), so none is
 * lost and none is sent for a change that did not happen (docs/product.md#payouts-and-transactions):
 * completing books a payout for this completion; reverting a completion reverses its payout; the
 * seller hears of every noticeworthy change. Ids are derived from the submission and its history,
 * so the same change always announces the same messages (the receivers' idempotency keys).
 */
export function statusAnnouncements(
  outbox: Outbox,
  submission: AnnouncedSubmission,
  { from, to, reason, at, by, reasonCode = null, previous, answerBy }: Transition,
): OutboxMessage[] {
  const messages: OutboxMessage[] = [];
  const completions = submission.pastStatuses.filter((s) => s === 'completed').length;

  if (to === 'completed') {
    const completionId = `${submission.id}.${completions + 1}`;
    const payload: PayoutRequest = {
      completionId,
      submissionId: submission.id,
      sellerId: submission.sellerId,
      username: submission.seller.username,
      amountCents: submission.quoteCents,
      paymentMethod: submission.paymentMethod,
      brand: submission.brand,
      completedAt: at.toISOString(),
      ...(by && { completedBy: { id: by.id, username: by.username } }),
    };
    messages.push(
      outbox.message({
        id: `payout.${completionId}`,
        route: internalRoutes.payouts,
        topic: 'submission.completed',
        payload: { ...payload },
      }),
    );
  }
  if (from === 'completed') {
    const completionId = `${submission.id}.${completions}`;
    const payload: PayoutReversal = { completionId, submissionId: submission.id };
    messages.push(
      outbox.message({
        id: `payout-reversal.${completionId}`,
        route: internalRoutes.payoutReversals,
        topic: 'submission.reverted',
        payload: { ...payload },
      }),
    );
  }
  // The seller is told of the statuses the table gives a notice, by email as by toast.
  if (submissionStatusInfo[to].notice !== null) {
    const payload: SubmissionStatusNotice = {
      sellerId: submission.sellerId,
      submissionId: submission.id,
      brand: submission.brand,
      amount: formatDecimal(submission.denominationCents),
      quote: formatDecimal(submission.quoteCents),
      status: to,
      reason,
      reasonCode,
      previous: previous
        ? {
            amount: formatDecimal(previous.denominationCents),
            quote: formatDecimal(previous.quoteCents),
          }
        : null,
      answerBy: answerBy?.toISOString() ?? null,
    };
    messages.push(
      outbox.message({
        id: `notice.${submission.id}.${submission.pastStatuses.length + 1}`,
        route: internalRoutes.submissionStatusNotice,
        topic: 'submission.status-changed',
        payload: { ...payload },
      }),
    );
  }
  return messages;
}
