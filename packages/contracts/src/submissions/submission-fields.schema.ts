import { z } from 'zod';
import { resolveBrandAmount } from './amount';
import { expirationMonthSchema } from './expiration-month';

export const cardFormats = ['physical', 'digital'] as const;
export const cardConditions = ['brand_new', 'partially_used'] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The text parts of POST /api/submit-gift-card as typed, before the catalogue is consulted. */
export const submissionFieldsObject = z.object({
  brand: z.string({ error: 'Brand is required' }).trim().min(1, 'Brand is required'),
  denomination: z.string({ error: 'Please enter a valid amount.' }),
  cardNumber: z
    .string({ error: 'Gift card code is required' })
    .trim()
    .min(1, 'Gift card code is required')
    .max(100, 'Gift card code must be at most 100 characters'),
  pin: optionalText(50, 'PIN'),
  securityCode: optionalText(20, 'Security code'),
  expirationDate: expirationMonthSchema,
  cardFormat: z
    .enum(cardFormats, { error: 'Card format must be physical or digital' })
    .default('physical'),
  cardCondition: z
    .enum(cardConditions, { error: 'Card condition must be brand_new or partially_used' })
    .default('brand_new'),
  notes: optionalText(1000, 'Notes'),
  /** A rate lock from POST /api/quotes (docs/product.md#rate-lock); the current rate applies without one. */
  quoteId: optionalText(64, 'Quote'),
  paymentMethodId: z
    .string({ error: 'You need to add a payment method before submitting your gift card.' })
    .trim()
    .min(1, 'You need to add a payment method before submitting your gift card.'),
  /** The rejected submission this one corrects (docs/product.md#resubmission). */
  resubmitOf: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{24}$/i, 'Unknown submission to resubmit')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

type TypedFields = z.output<typeof submissionFieldsObject>;

/**
 * The brand from the catalogue and the value in cents (refused with docs/product.md#validation's words when either
 * is wrong); security code and expiration kept for physical cards only (docs/product.md#states-and-transitions).
 */
export function resolveSubmissionFields<Fields extends TypedFields>(
  fields: Fields,
  ctx: z.RefinementCtx,
) {
  const resolved = resolveBrandAmount({ brand: fields.brand, amount: fields.denomination }, ctx, {
    amountField: 'denomination',
  });
  if (!resolved) return z.NEVER;
  const physical = fields.cardFormat === 'physical';
  return {
    ...fields,
    brand: resolved.brand,
    denominationCents: resolved.cents,
    securityCode: physical ? fields.securityCode : undefined,
    expirationDate: physical ? fields.expirationDate : undefined,
  };
}

/**
 * The text parts of POST /api/submit-gift-card. The server checks everything again: the brand
 * must be in the catalogue, the value within its range; the quote is never read from the client.
 */
export const submissionFieldsSchema = submissionFieldsObject.transform(resolveSubmissionFields);

export type SubmissionFields = z.output<typeof submissionFieldsSchema>;
export type CardFormat = (typeof cardFormats)[number];
export type CardCondition = (typeof cardConditions)[number];
