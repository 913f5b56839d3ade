import type { AdminAuditItem } from '@cardbridge/contracts';
import type { AdminAuditRecord } from './admin-audit.model';

/** An entry as the Audit tab shows it (never the delivery key or the user agent). */
export function toAdminAuditItem(entry: AdminAuditRecord): AdminAuditItem {
  return {
    id: entry._id.toString(),
    at: entry.at.toISOString(),
    adminId: entry.adminId ?? null,
    admin: entry.admin,
    role: entry.role ?? null,
    action: entry.action,
    target: entry.target ?? null,
    address: entry.address,
  };
}
