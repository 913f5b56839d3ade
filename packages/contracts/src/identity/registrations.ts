import { z } from 'zod';

/**
 * GET /internal/registrations?address=&since=: the accounts signed up from one client address
 * since a time, for submissions' linked-accounts signal (docs/product.md#review-console).
 */
export const registrationsQuerySchema = z.object({
  address: z.string().min(1, 'address is required').max(64),
  since: z.iso.datetime({ message: 'since must be an ISO date' }),
});

export const registrationsFromSchema = z.object({ usernames: z.array(z.string()) });
export type RegistrationsFrom = z.infer<typeof registrationsFromSchema>;
