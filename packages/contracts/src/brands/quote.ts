import { z } from 'zod';
import { findBrand, findBrandBySlug } from '@cardbridge/catalogue';
import { resolveBrandAmount } from '../submissions/amount';

/* The binding rate lock (docs/product.md#rate-lock): POST /api/quotes and its answers. */

/** POST /api/quotes as typed: a brand (name or slug) and an amount in dollars ('100', 100, '25.50'). */
export const quoteRequestObject = z.object({
  brand: z.string({ error: 'Brand is required' }).trim().min(1, 'Brand is required'),
  amount: z
    .union([z.string(), z.number()], { error: 'Please enter a valid amount.' })
    .transform(String),
});

/** The request with its brand found in the catalogue and the amount in cents within its limits. */
export const quoteRequestSchema = quoteRequestObject.transform((input, ctx) => {
  const resolved = resolveBrandAmount(input, ctx, {
    amountField: 'amount',
    find: (text) => findBrand(text) ?? findBrandBySlug(text),
  });
  return resolved ? { brand: resolved.brand, amountCents: resolved.cents } : z.NEVER;
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** 201 of POST /api/quotes: the payout for this amount at a rate held until `expiresAt`. */
export const quoteSchema = z.object({
  quoteId: z.string(),
  /** The brand's name. */
  brand: z.string(),
  /** Percent of face value (a number: 93, 92.5). */
  rate: z.number(),
  amountCents: z.number(),
  payoutCents: z.number(),
  expiresAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** 409 of a submission whose quote expired or belongs to another seller: a fresh quote to offer. */
export const quoteRefusalSchema = z.object({ message: z.string(), quote: quoteSchema });
export type QuoteRefusal = z.infer<typeof quoteRefusalSchema>;
