import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';

/** GET /api/admin/users query: `q` matches a username, email, first or last name. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ...pageQueryShape,
});

export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
