import { z } from 'zod';
import { accountInfoFormatError } from './account-info-format';
import { paymentMethodTypes } from './payment-method-types';

const typeField = z.enum(paymentMethodTypes, { error: 'Payment type is required' });
const accountInfoField = z
  .string({ error: 'Account information is required' })
  .trim()
  .min(1, 'Account information is required')
  .max(200, 'Account information must be at most 200 characters');
const accountNameField = z
  .string({ error: 'Account name is required' })
  .trim()
  .min(1, 'Account name is required')
  .max(100, 'Account name must be at most 100 characters');

/** Adds the type's format check on accountInfo, reported on that field. */
function checkAccountFormat(
  value: { type: (typeof paymentMethodTypes)[number]; accountInfo: string },
  ctx: z.RefinementCtx,
): void {
  const message = accountInfoFormatError(value.type, value.accountInfo);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['accountInfo'] });
}

/** The dashboard's add/edit dialog (docs/product.md#validation): every field required. */
export const paymentMethodFormSchema = z
  .object({
    type: typeField,
    accountName: accountNameField,
    accountInfo: accountInfoField,
    isDefault: z.boolean().default(false),
  })
  .superRefine(checkAccountFormat);

/**
 * What POST /api/payment-methods accepts: the dashboard sends all fields, the sell flow's quick
 * dialog only type and accountInfo, so the account name is optional here.
 */
export const newPaymentMethodSchema = z
  .object({
    type: typeField,
    accountInfo: accountInfoField,
    accountName: z
      .string()
      .trim()
      .max(100, 'Account name must be at most 100 characters')
      .optional()
      .default(''),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
  })
  .superRefine(checkAccountFormat);

/** PATCH /api/payment-methods/{id}: any subset; the merged result is checked again. */
export const paymentMethodPatchSchema = z.object({
  type: typeField.optional(),
  accountInfo: accountInfoField.optional(),
  accountName: z.string().trim().max(100, 'Account name must be at most 100 characters').optional(),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

export type PaymentMethodForm = z.input<typeof paymentMethodFormSchema>;
export type NewPaymentMethodInput = z.input<typeof newPaymentMethodSchema>;
export type NewPaymentMethod = z.output<typeof newPaymentMethodSchema>;
export type PaymentMethodPatch = z.output<typeof paymentMethodPatchSchema>;

/** A payout method as the API answers it (only ever to its owner). */
export interface PaymentMethod {
  id: string;
  type: (typeof paymentMethodTypes)[number];
  accountInfo: string;
  accountName: string;
  isDefault: boolean;
  isActive: boolean;
  createdAt: string;
}
