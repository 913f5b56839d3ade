import { z } from 'zod';
import { pageAnswerSchema } from '../paging/page-answer';
import type { AdminSubmission, AdminSubmissionsPage } from './admin-submission';
import type { MySubmission, SubmitGiftCardResponse } from './my-submission';
import { submissionSignalSchema } from './review-console';
import { cardConditions, cardFormats } from './submission-fields.schema';
import { adjustmentAnswers } from './adjustment';
import type { Adjustment } from './adjustment';
import { reasonCodes } from './reason-codes';
import { submissionStatuses } from './submission-status';
import { timelineStages } from './timeline';
import type { TimelineEntry } from './timeline';

/* Schemas of what submissions answers the browser; the web kit parses every answer with one. */

const status = z.enum(submissionStatuses);
const reasonCode = z.enum(reasonCodes).nullable();

const adjustmentSchema = z.object({
  fromAmount: z.string(),
  toAmount: z.string(),
  fromQuote: z.string(),
  toQuote: z.string(),
  fromCents: z.number(),
  toCents: z.number(),
  fromQuoteCents: z.number(),
  toQuoteCents: z.number(),
  reason: z.string(),
  at: z.string(),
  answerBy: z.string(),
  answer: z.enum(adjustmentAnswers).nullable(),
  answeredAt: z.string().nullable(),
}) satisfies z.ZodType<Adjustment>;

const timelineEntrySchema = z.object({
  stage: z.enum(timelineStages),
  at: z.string().nullable(),
  expectedAt: z.string().nullable(),
  late: z.boolean(),
}) satisfies z.ZodType<TimelineEntry>;

/** GET /api/my-submissions: one of the seller's own submissions. */
export const mySubmissionSchema = z.object({
  id: z.string(),
  brand: z.string(),
  amount: z.string(),
  quote: z.string(),
  denominationCents: z.number(),
  quoteCents: z.number(),
  ratePercent: z.number(),
  status,
  statusReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  cardNumber: z.string(),
  cardFormat: z.enum(cardFormats),
  cardCondition: z.enum(cardConditions),
  imageUrl: z.array(z.string()),
  paymentMethodId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reasonCode,
  adjustment: adjustmentSchema.nullable(),
  resubmitOf: z.string().nullable(),
  resubmittedAs: z.string().nullable(),
  resubmittable: z.boolean(),
  cancellable: z.boolean(),
  timeline: z.array(timelineEntrySchema),
}) satisfies z.ZodType<MySubmission>;

/** POST /api/submit-gift-card */
export const submitGiftCardResponseSchema = z.object({
  message: z.string(),
  submission: mySubmissionSchema,
}) satisfies z.ZodType<SubmitGiftCardResponse>;

/** One submission as an admin reviews it; PATCH /api/admin/submissions/{id}/status answers one. */
export const adminSubmissionSchema = z.object({
  id: z.string(),
  brand: z.string(),
  denomination: z.string(),
  quote: z.string(),
  denominationCents: z.number(),
  quoteCents: z.number(),
  status,
  statusReason: z.string().nullable(),
  cardNumber: z.string(),
  pin: z.string().nullable(),
  securityCode: z.string().nullable(),
  expirationDate: z.string().nullable(),
  cardFormat: z.enum(cardFormats),
  cardCondition: z.enum(cardConditions),
  notes: z.string().nullable(),
  sellerId: z.string(),
  username: z.string(),
  email: z.string(),
  images: z.array(z.string()),
  paymentMethod: z.object({ id: z.string(), type: z.string(), account: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusHistory: z.array(
    z.object({
      from: status.nullable(),
      to: status,
      reason: z.string().nullable(),
      reasonCode: reasonCode.optional(),
      by: z.string(),
      at: z.string(),
    }),
  ),
  claimedBy: z.string().nullable(),
  claimedUntil: z.string().nullable(),
  targetAt: z.string(),
  signals: z.array(submissionSignalSchema),
  reasonCode,
  adjustment: adjustmentSchema.nullable(),
  resubmitOf: z
    .object({
      id: z.string(),
      status,
      reasonCode,
      reason: z.string().nullable(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<AdminSubmission>;

/** GET /api/admin/submissions */
export const adminSubmissionsPageSchema = pageAnswerSchema(
  adminSubmissionSchema,
) satisfies z.ZodType<AdminSubmissionsPage>;

/** GET /api/my-submissions */
export const mySubmissionListSchema = z.array(mySubmissionSchema);
