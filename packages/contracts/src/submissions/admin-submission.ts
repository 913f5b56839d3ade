import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';
import { adminSubmissionOrders } from './review-console';
import type { SubmissionSignal } from './review-console';
import type { CardCondition, CardFormat } from './submission-fields.schema';
import type { Adjustment } from './adjustment';
import { reasonCodes } from './reason-codes';
import type { ReasonCode } from './reason-codes';
import { submissionStatuses } from './submission-status';
import type { SubmissionStatus } from './submission-status';

/** GET /api/admin/submissions query (docs/product.md#admin-review). */
export const adminSubmissionsQuerySchema = z.object({
  status: z.enum(submissionStatuses, { error: 'Unknown status' }).optional(),
  brand: z.string().trim().min(1).max(100).optional(),
  /** Matches an id, brand, card number (or its last 4), username, email or amount. */
  q: z.string().trim().max(200).optional(),
  /** `flagged=true`: only submissions with at least one signal. */
  flagged: z
    .enum(['true', 'false'], { error: 'flagged must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** The order of the queue; newest first unless told. */
  sort: z.enum(adminSubmissionOrders, { error: 'Unknown sort' }).optional(),
  ...pageQueryShape,
});

export type AdminSubmissionsQuery = z.output<typeof adminSubmissionsQuerySchema>;

export const otherNeedsReason = 'Describe the reason when you choose "Other".';

/**
 * PATCH /api/admin/submissions/{id}/status. Reject and fail take a reason code
 * (docs/product.md#reason-codes) and/or a text; "other" needs the text.
 */
export const statusChangeSchema = z
  .object({
    status: z.enum(submissionStatuses, { error: 'Unknown status' }),
    reasonCode: z.enum(reasonCodes, { error: 'Unknown reason code' }).optional(),
    reason: z
      .string()
      .trim()
      .max(1000, 'Reason must be at most 1000 characters')
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((change) => change.reasonCode !== 'other' || change.reason, {
    path: ['reason'],
    message: otherNeedsReason,
  });

export type StatusChangeRequest = z.output<typeof statusChangeSchema>;

export interface StatusHistoryEntry {
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  reason: string | null;
  /** A rejection's or failure's code; absent or null for other moves. */
  reasonCode?: ReasonCode | null;
  by: string;
  at: string;
}

/** One submission as an admin reviews it: the secrets in full. */
export interface AdminSubmission {
  id: string;
  brand: string;
  denomination: string;
  quote: string;
  denominationCents: number;
  quoteCents: number;
  status: SubmissionStatus;
  statusReason: string | null;
  cardNumber: string;
  pin: string | null;
  securityCode: string | null;
  expirationDate: string | null;
  cardFormat: CardFormat;
  cardCondition: CardCondition;
  notes: string | null;
  sellerId: string;
  username: string;
  email: string;
  images: string[];
  paymentMethod: { id: string; type: string; account: string | null };
  createdAt: string;
  updatedAt: string;
  statusHistory: StatusHistoryEntry[];
  /** The admin (username) holding the review lease, or null; the lease ends at claimedUntil. */
  claimedBy: string | null;
  claimedUntil: string | null;
  /** When the brand's review target falls: the submission's time plus the brand's target. */
  targetAt: string;
  signals: SubmissionSignal[];
  reasonCode: ReasonCode | null;
  /** The latest balance adjustment, if any (docs/product.md#balance-adjustments). */
  adjustment: Adjustment | null;
  /** The rejected submission this one corrects, with its decision (docs/product.md#resubmission). */
  resubmitOf: EarlierDecision | null;
}

/** The submission a resubmission corrects, as the reviewer is shown it. */
export interface EarlierDecision {
  id: string;
  status: SubmissionStatus;
  reasonCode: ReasonCode | null;
  reason: string | null;
  decidedAt: string | null;
}

export interface AdminSubmissionsPage {
  items: AdminSubmission[];
  total: number;
  nextCursor: string | null;
}
