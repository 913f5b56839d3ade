import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';
import { adminRoleSchema } from './admin-roles';

/**
 * One entry of the admin audit trail (docs/product.md#admin-team): who (id, username, role), what
 * (a dotted action such as `team.invite`), on which object, from which address, when. Other
 * services send these to identity through their outbox (`POST /internal/admin-audit`).
 */
export const adminAuditEntrySchema = z.object({
  /** ISO date-time of the action (not of its delivery). */
  at: z.iso.datetime({ offset: true }),
  /** Null only for a sign-in attempt that named no admin. */
  adminId: z.string().max(100).nullable(),
  /** The admin's username as it was then. */
  admin: z.string().min(1).max(100),
  role: adminRoleSchema.nullable(),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z]+(\.[a-z_]+)+$/, 'action must be dotted lower-case words, e.g. team.invite'),
  /** The object acted on (`submission:<id>`, `admin:<username>`), or null. */
  target: z.string().max(200).nullable(),
  address: z.string().max(100),
});
export type AdminAuditEntry = z.output<typeof adminAuditEntrySchema>;

/** A row of GET /api/admin/audit. */
export const adminAuditItemSchema = adminAuditEntrySchema.extend({ id: z.string() });
export type AdminAuditItem = z.output<typeof adminAuditItemSchema>;

/** GET /api/admin/audit: newest first, a page at a time (no total: the trail only grows). */
export const adminAuditPageSchema = z.object({
  items: z.array(adminAuditItemSchema),
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.output<typeof adminAuditPageSchema>;

const dayOrInstant = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date (YYYY-MM-DD)`)
    .optional();

/**
 * GET /api/admin/audit query. `admin` is a username; `action` an action or its family (`signin`
 * matches `signin.success`); `from` and `to` are dates (UTC days, both included) or instants.
 */
export const adminAuditQuerySchema = z.object({
  admin: z.string().trim().max(100).optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, 'action must be dotted lower-case words, e.g. team.invite')
    .optional(),
  from: dayOrInstant('from'),
  to: dayOrInstant('to'),
  ...pageQueryShape,
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/** identity's answer to POST /internal/admin-audit: the stored entry's id. */
export const adminAuditRecordedSchema = z.object({ id: z.string() });
