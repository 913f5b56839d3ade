import { z } from 'zod';

/** GET /api/admin/users query: `q` matches a username, email, first or last name. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  cursor: z.string().max(200).optional(),
});

export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
