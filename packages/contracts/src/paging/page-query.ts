import { z } from 'zod';

/**
 * The paging part of every admin list's query (docs/product.md#admin-review): `limit` (default
 * 50, at most 200) and the `cursor` a previous page answered as `nextCursor`.
 */
export const pageQueryShape = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  cursor: z.string().max(200).optional(),
};
