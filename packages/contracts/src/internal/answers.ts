import { z } from 'zod';
import { paymentMethodTypes } from '../payments/payment-method-types';
import type { PaymentMethod } from '../payments/payment-method.schema';
import type { SubmissionCountsResponse } from '../submissions/my-submission';
import type { RevokedSessionsResponse } from '../identity/responses';

/*
 * Schemas of the answers services give each other on `/internal/*` routes. The service kit's
 * internal client parses every answer with one of them, so a neighbour that changes shape is
 * caught at the boundary instead of deep inside a use case.
 */

/** identity's GET /internal/revoked-sessions. */
export const revokedSessionsResponseSchema = z.object({
  revoked: z.array(z.object({ sid: z.string(), expiresAt: z.string() })),
  cursor: z.string(),
}) satisfies z.ZodType<RevokedSessionsResponse>;

/** identity's GET /internal/users/{id}: who a user is, for another service's records. */
export const internalUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
});
export type InternalUser = z.output<typeof internalUserSchema>;

/** submissions' GET /internal/submission-counts. */
export const submissionCountsResponseSchema = z.object({
  counts: z.record(z.string(), z.number()),
}) satisfies z.ZodType<SubmissionCountsResponse>;

/** payments' GET /internal/users/{userId}/payment-methods/{id}. */
export const paymentMethodAnswerSchema = z.object({
  id: z.string(),
  type: z.enum(paymentMethodTypes),
  accountInfo: z.string(),
  accountName: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<PaymentMethod>;

/** identity's POST /internal/notifications/submission-status: what became of the notice. */
export const noticeOutcomeSchema = z.object({
  outcome: z.enum(['emailed', 'preferences-off', 'unknown-user']),
});
export type NoticeOutcome = z.output<typeof noticeOutcomeSchema>['outcome'];
