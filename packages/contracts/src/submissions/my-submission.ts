import type { CardCondition, CardFormat } from './submission-fields.schema';
import type { Adjustment } from './adjustment';
import type { ReasonCode } from './reason-codes';
import type { SubmissionStatus } from './submission-status';
import type { TimelineEntry } from './timeline';

/** One entry of GET /api/my-submissions: what a seller may see of their own submission. */
export interface MySubmission {
  id: string;
  brand: string;
  /** Face value, two decimals ('100.00'), the `amount` clients read. */
  amount: string;
  /** What we pay, computed by the server, two decimals ('93.00'). */
  quote: string;
  denominationCents: number;
  quoteCents: number;
  ratePercent: number;
  status: SubmissionStatus;
  /** Rejection or failure reason, or an admin's note; null when none. */
  statusReason: string | null;
  /** Set only when rejected (the seller's views read it, docs/product.md#customer-dashboard). */
  rejectionReason: string | null;
  /** Last four characters only, e.g. '•••• 1234'. */
  cardNumber: string;
  cardFormat: CardFormat;
  cardCondition: CardCondition;
  imageUrl: string[];
  paymentMethodId: string;
  createdAt: string;
  updatedAt: string;
  /** Why it was rejected or failed, as a code the seller's screens explain; null otherwise. */
  reasonCode: ReasonCode | null;
  /** The latest balance adjustment; the seller answers it while the status is awaiting_seller. */
  adjustment: Adjustment | null;
  /** The rejected submission this one corrects, and the one that corrects this one. */
  resubmitOf: string | null;
  resubmittedAs: string | null;
  /** The seller may resubmit it with corrections now (docs/product.md#resubmission). */
  resubmittable: boolean;
  /** The seller may cancel it now: pending and no reviewer holds it (docs/product.md#cancel). */
  cancellable: boolean;
  /** Its stages with times and targets (docs/product.md#timeline). */
  timeline: TimelineEntry[];
}

/** Answer of POST /api/submit-gift-card. */
export interface SubmitGiftCardResponse {
  message: string;
  submission: MySubmission;
}

/** Answer of the submissions service's internal GET /internal/submission-counts. */
export interface SubmissionCountsResponse {
  counts: Record<string, number>;
}
