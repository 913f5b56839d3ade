import { z } from 'zod';

/** The month a card expires, as a month input gives it: 'YYYY-MM'. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The current month as 'YYYY-MM' (UTC), the earliest a card may expire. */
export const currentMonth = (now = new Date()): string => now.toISOString().slice(0, 7);

/**
 * A card's expiration (docs/product.md#validation): empty, or a month and year the card has not
 * passed yet (the month itself still counts). The same rule on the form and on the server.
 */
export const expirationMonthSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || MONTH.test(value), {
    message: 'Enter the expiration as a month and year',
  })
  .refine((value) => value === undefined || !MONTH.test(value) || value >= currentMonth(), {
    message: 'This card has expired: enter a month and year it has not passed',
  });
