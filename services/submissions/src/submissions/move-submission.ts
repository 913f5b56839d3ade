import { needsReason } from '@cardbridge/contracts';
import type { ReasonCode, SubmissionStatus } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { Outbox, OutboxMessage } from '@cardbridge/service-kit';
import { announcedSubmission, statusAnnouncements } from '../admin-review/status-announcements';
import type { Transition } from '../admin-review/status-announcements';
import { submissionTally } from '../insights/insight-days';
import type { SubmissionDocument, SubmissionModel } from './submission.model';

export interface SubmissionMoveWrite {
  to: SubmissionStatus;
  /** `seller:<id>`, `admin:<username>` or `system:<job>`, as the history records it. */
  by: string;
  /** The admin making it, if one does (a completion's payout names who approved it). */
  admin?: { id: string; username: string };
  reason?: string | null;
  reasonCode?: ReasonCode | null;
  now: Date;
  /** Further fields the same write sets (an adjustment, the adjusted amounts). */
  set?: Record<string, unknown>;
  /** An admin's action, recorded in the audit trail by the same write. */
  audit?: (outbox: Outbox) => OutboxMessage;
  /** Fields the same write lowers to at most these values (a first decision's time). */
  min?: Record<string, unknown>;
  /** Further conditions the write needs (the seller's own, no live claim). */
  when?: Record<string, unknown>;
  /** What the seller's notice says beyond the move (an adjustment's before and after). */
  announce?: Pick<Transition, 'previous' | 'answerBy'> & {
    denominationCents?: number;
    quoteCents?: number;
  };
}

export interface MoveSubmissionDeps {
  submissions: SubmissionModel;
  outbox: Outbox;
}

/**
 * Every status move is one compare-and-set on the submission as it was read: its status and the
 * length of its history (which pins the exact state, even one it left and came back to). Of two
 * moves at once exactly one is written; the other gets null. The same write records the history
 * entry and stores what the move announces (payouts, the seller's notice, the insights' tally) in
 * the outbox, so nothing is announced for a move that did not happen
 * (docs/product.md#payouts-and-transactions). The compare-and-set pins the state the tally is
 * counted from.
 */
export async function moveSubmission(
  current: SubmissionDocument,
  move: SubmissionMoveWrite,
  { submissions, outbox }: MoveSubmissionDeps,
): Promise<SubmissionDocument | null> {
  const from = current.status as SubmissionStatus;
  const { to, by, now } = move;
  const reason = move.reason ?? null;
  const reasonCode = move.reasonCode ?? null;
  const { previous, answerBy, ...amounts } = move.announce ?? {};
  const messages = statusAnnouncements(
    outbox,
    { ...announcedSubmission(current), ...amounts },
    { from, to, reason, reasonCode, previous, answerBy, at: now, by: move.admin },
  );
  const shown = needsReason(to);
  const counted = {
    status: from,
    brand: current.brand,
    createdAt: current.createdAt,
    decidedAt: current.decidedAt,
  };
  const decidedAt = earliest(current.decidedAt, move.min?.decidedAt);
  const tally = submissionTally(outbox, counted, { ...counted, status: to, decidedAt });
  const updated = await submissions.findOneAndUpdate(
    {
      ...move.when,
      _id: current._id,
      status: from,
      statusHistory: { $size: current.statusHistory.length },
    },
    {
      $set: {
        ...move.set,
        status: to,
        statusReason: shown ? reason : null,
        statusReasonCode: shown ? reasonCode : null,
        updatedAt: now,
      },
      $push: {
        statusHistory: { from, to, reason, reasonCode: shown ? reasonCode : null, by, at: now },
        ...outbox.push(...messages, ...tally, ...(move.audit ? [move.audit(outbox)] : [])).$push,
      },
      ...(move.min && { $min: move.min }),
    },
    { returnDocument: 'after' },
  );
  if (updated) outbox.notify();
  return updated;
}

/** The earlier of a stored time and the one a `$min` writes (what the field holds after). */
function earliest(stored: Date | null | undefined, lowered: unknown): Date | undefined {
  const times = [stored, lowered].filter((t): t is Date => t instanceof Date);
  return times.length === 0 ? undefined : new Date(Math.min(...times.map((t) => t.getTime())));
}

/** The answer to a move that found the submission elsewhere: the status it has now. */
export function movedElsewhere(current: SubmissionStatus, to: SubmissionStatus) {
  return createError(
    409,
    `This submission is ${current} now; it cannot be moved to ${to}. Reload to see its latest state.`,
  );
}

/** The submission's status now, after a move lost its race. */
export async function statusNow(submissions: SubmissionModel, id: unknown, fallback: string) {
  const latest = await submissions.findById(id, { status: 1 }).lean();
  return (latest?.status ?? fallback) as SubmissionStatus;
}
