import { z } from 'zod';
import { pageAnswerSchema } from '../paging/page-answer';
import { paymentMethodAnswerSchema } from '../internal/answers';
import { transactionStatuses } from './transaction';
import type { AdminTransaction, AdminTransactionsPage, Transaction } from './transaction';

/* Schemas of what payments answers the browser; the web kit parses every answer with one. */

/** GET /api/transactions: one payout of the seller's own. */
export const transactionSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  giftCardId: z.string(),
  type: z.literal('payout'),
  amount: z.string(),
  amountCents: z.number(),
  status: z.enum(transactionStatuses),
  failureReason: z.string().nullable(),
  paymentMethod: z.object({ id: z.string(), type: z.string(), account: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Transaction>;

const adminTransactionSchema = transactionSchema.extend({
  username: z.string(),
}) satisfies z.ZodType<AdminTransaction>;

/** GET /api/admin/transactions */
export const adminTransactionsPageSchema = pageAnswerSchema(
  adminTransactionSchema,
) satisfies z.ZodType<AdminTransactionsPage>;

/** GET /api/transactions */
export const transactionListSchema = z.array(transactionSchema);

/** GET /api/payment-methods: the seller's payout methods, each as POST and PATCH answer it. */
export const paymentMethodListSchema = z.array(paymentMethodAnswerSchema);
