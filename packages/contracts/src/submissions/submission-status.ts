import type { StatusLook } from '../status-tone';

/** The statuses the server stores (docs/product.md#statuses). */
export const submissionStatuses = [
  'pending',
  'processing',
  'completed',
  'rejected',
  'failed',
  'awaiting_seller',
  'declined',
  'cancelled',
] as const;

export type SubmissionStatus = (typeof submissionStatuses)[number];

/** One move an admin may make from a status: where it goes and the button that makes it. */
export interface SubmissionMove {
  to: SubmissionStatus;
  action: string;
}

/** The words around a reason the seller reads, for the statuses that need one. */
export interface StatusReasonCopy {
  /** Shown before the reason: 'Rejection Reason:'. */
  label: string;
  /** The admin's dialog title and confirm button, and the confirm button while it is pending. */
  dialog: string;
  pending: string;
}

export interface SubmissionStatusInfo extends StatusLook {
  /** The moves an admin may make from here, in the order the buttons are shown. */
  next: readonly SubmissionMove[];
  /** The review ended here: the way out is a revert, shown with the last update's date. */
  final: boolean;
  /** A move here needs a reason, which the seller reads; null when it does not. */
  reason: StatusReasonCopy | null;
  /** The title of the seller's notice when their submission gets here; null: no notice. */
  notice: string | null;
}

/**
 * Every submission status's label, tone, next statuses, reason and notice: the one table the
 * server's status machine, the admin's buttons, every badge and the seller's notices read
 * (docs/product.md#statuses).
 */
export const submissionStatusInfo: Readonly<Record<SubmissionStatus, SubmissionStatusInfo>> = {
  pending: {
    label: 'Pending',
    tone: 'neutral',
    next: [
      { to: 'processing', action: 'Start Processing' },
      { to: 'completed', action: 'Approve & Complete' },
      { to: 'rejected', action: 'Reject' },
    ],
    final: false,
    reason: null,
    notice: null,
  },
  processing: {
    label: 'Processing',
    tone: 'neutral',
    next: [
      { to: 'completed', action: 'Mark Complete' },
      { to: 'failed', action: 'Mark Failed' },
    ],
    final: false,
    reason: null,
    notice: 'Submission Processing',
  },
  completed: {
    label: 'Completed',
    tone: 'positive',
    next: [{ to: 'processing', action: 'Revert to Processing' }],
    final: true,
    reason: null,
    notice: 'Submission Approved',
  },
  rejected: {
    label: 'Rejected',
    tone: 'negative',
    next: [{ to: 'processing', action: 'Revert to Processing' }],
    final: true,
    reason: { label: 'Rejection Reason:', dialog: 'Reject Submission', pending: 'Rejecting...' },
    notice: 'Submission Rejected',
  },
  failed: {
    label: 'Failed',
    tone: 'negative',
    next: [{ to: 'processing', action: 'Revert to Processing' }],
    final: true,
    reason: { label: 'Failure Reason:', dialog: 'Mark as Failed', pending: 'Marking Failed...' },
    notice: 'Processing Failed',
  },
  // The three below are reached by the adjustment and cancel routes, never by a status change
  // (submissionSellerMoves): an admin's buttons have nothing to offer there.
  awaiting_seller: {
    label: 'Awaiting Seller',
    tone: 'neutral',
    next: [],
    final: false,
    reason: { label: 'Adjustment Reason:', dialog: 'Adjust Balance', pending: 'Adjusting...' },
    notice: 'Balance Adjusted',
  },
  declined: {
    label: 'Declined',
    tone: 'negative',
    next: [],
    final: true,
    reason: null,
    notice: 'Adjustment Declined',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'neutral',
    next: [],
    final: true,
    reason: null,
    notice: null,
  },
};

/**
 * The moves that are not an admin's status change (docs/product.md#balance-adjustments,
 * docs/product.md#cancel): who makes each, from where, to where. The server's use cases and
 * the seller's buttons read this table.
 */
export const submissionSellerMoves = {
  /** An admin adjusts the balance: the seller must answer. */
  adjust: { from: ['pending', 'processing'], to: 'awaiting_seller' },
  /** The seller accepts the adjusted balance: review goes on at the adjusted value. */
  accept: { from: ['awaiting_seller'], to: 'processing' },
  /** The seller declines it, or leaves it unanswered too long. */
  decline: { from: ['awaiting_seller'], to: 'declined' },
  /** The seller withdraws a submission nobody has started on. */
  cancel: { from: ['pending'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly SubmissionStatus[]; to: SubmissionStatus }>;

export type SubmissionSellerMove = keyof typeof submissionSellerMoves;

/** Whether an admin may move a submission from `from` to `to`. */
export const canMoveSubmission = (from: SubmissionStatus, to: SubmissionStatus): boolean =>
  submissionStatusInfo[from].next.some((move) => move.to === to);

/** Rejected, failed (and an adjustment) need a reason, shown to the seller. */
export const needsReason = (to: SubmissionStatus): boolean =>
  submissionStatusInfo[to].reason !== null;

/**
 * The label a seller sees in front of a submission's reason: the reason of a rejection or
 * failure, or a plain note for any other status.
 */
export const reasonLabel = (status: SubmissionStatus): string =>
  submissionStatusInfo[status].reason?.label ?? 'Note:';
