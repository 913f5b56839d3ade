import { z } from 'zod';

/** What the shell reports of a remote version (docs/product.md#releasing-a-remote). */
export const clientEventKinds = ['view', 'load_error', 'render_error'] as const;
export type ClientEventKind = (typeof clientEventKinds)[number];

/** The largest client event body the service takes, in bytes. */
export const clientEventMaxBytes = 4096;

/**
 * One report from a browser: which remote version, on which route pattern (never the URL, which
 * can carry ids), what happened. Strict: a body naming anyone (a user id, an email) is refused,
 * not stored; the only thing a report says of its browser is nothing at all.
 */
export const clientEventSchema = z.strictObject({
  remote: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Unknown remote'),
  version: z.string().regex(/^[0-9a-f]{12}$/, 'A version is 12 hex digits'),
  route: z
    .string()
    .max(200, 'A route is at most 200 characters')
    .regex(/^\/[A-Za-z0-9/:_*.-]*$/, 'A route is a path pattern'),
  kind: z.enum(clientEventKinds),
  message: z.string().max(1000, 'A message is at most 1000 characters').optional(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** One version's counts over a window. */
export const versionCountsSchema = z.object({
  version: z.string(),
  views: z.number(),
  loadErrors: z.number(),
  renderErrors: z.number(),
});
export type VersionCounts = z.infer<typeof versionCountsSchema>;

/** `GET /internal/client-events/summary?remote=&minutes=`: every version's counts. */
export const clientEventSummarySchema = z.object({
  remote: z.string(),
  since: z.string(),
  versions: z.array(versionCountsSchema),
});
export type ClientEventSummary = z.infer<typeof clientEventSummarySchema>;
