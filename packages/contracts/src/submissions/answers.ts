import { z } from 'zod';
import { pageAnswerSchema } from '../paging/page-answer';
import type { AdminSubmission, AdminSubmissionsPage } from './admin-submission';
import type { MySubmission, SubmitGiftCardResponse } from './my-submission';
import { submissionSignalSchema } from './review-console';
import { cardConditions, cardFormats } from './submission-fields.schema';
import { submissionStatuses } from './submission-status';

/* Schemas of what submissions answers the browser; the web kit parses every answer with one. */

const status = z.enum(submissionStatuses);

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
      by: z.string(),
      at: z.string(),
    }),
  ),
  claimedBy: z.string().nullable(),
  claimedUntil: z.string().nullable(),
  targetAt: z.string(),
  signals: z.array(submissionSignalSchema),
}) satisfies z.ZodType<AdminSubmission>;

/** GET /api/admin/submissions */
export const adminSubmissionsPageSchema = pageAnswerSchema(
  adminSubmissionSchema,
) satisfies z.ZodType<AdminSubmissionsPage>;

/** GET /api/my-submissions */
export const mySubmissionListSchema = z.array(mySubmissionSchema);
