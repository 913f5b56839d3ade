import type { AdminAuditPage, AdminAuditQuery } from '@cardbridge/contracts';
import { escapeRegExp, newestFirstSlice } from '@cardbridge/service-kit';
import type { AdminAuditModel } from './admin-audit.model';
import { toAdminAuditItem } from './admin-audit.view';

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60_000;

/** A `from`/`to` bound: a bare date is a whole UTC day, both ends included. */
function dateRange(from: string | undefined, to: string | undefined) {
  const range: { $gte?: Date; $lt?: Date; $lte?: Date } = {};
  if (from) range.$gte = new Date(from);
  if (to && dayOnly.test(to)) range.$lt = new Date(new Date(to).getTime() + dayMs);
  else if (to) range.$lte = new Date(to);
  return Object.keys(range).length ? range : undefined;
}

/**
 * The audit trail, newest first, a page at a time (docs/product.md#admin-team): by admin
 * (username), by action or its family (`signin` is every sign-in step), within dates. Each filter
 * has its index, so a page stays cheap however long the trail grows.
 */
export async function listAdminAudit(
  { admin, action, from, to, limit, cursor }: AdminAuditQuery,
  { audit }: { audit: AdminAuditModel },
): Promise<AdminAuditPage> {
  const filter: Record<string, unknown> = {};
  if (admin) filter.admin = admin;
  // An anchored prefix uses the action index: `payout` matches payout.approve, not payouts_x.
  if (action) filter.action = new RegExp(`^${escapeRegExp(action)}(\\.|$)`);
  const at = dateRange(from, to);
  if (at) filter.at = at;
  return newestFirstSlice(audit, filter, { limit, cursor }, toAdminAuditItem, 'at');
}
