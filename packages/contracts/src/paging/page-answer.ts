import { z } from 'zod';

/** A page of a newest-first list: its rows, the total, and the cursor of the next page (or null). */
export function pageAnswerSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number(), nextCursor: z.string().nullable() });
}
