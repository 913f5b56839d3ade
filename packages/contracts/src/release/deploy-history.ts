import { z } from 'zod';

/** One registry change of a remote, as `GET /api/admin/deploys` lists it (newest first). */
export const deployHistoryItemSchema = z.object({
  at: z.string(),
  remote: z.string(),
  action: z.enum(['deploy', 'rollback', 'canary', 'promote', 'abort', 'auto-abort']),
  by: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  percent: z.number().optional(),
  why: z.string(),
});
export type DeployHistoryItem = z.infer<typeof deployHistoryItemSchema>;

export const deployHistoryPageSchema = z.object({ items: z.array(deployHistoryItemSchema) });
export type DeployHistoryPage = z.infer<typeof deployHistoryPageSchema>;
