import { adminAuditEntry } from '@cardbridge/service-kit';
import type { AdminAction } from '@cardbridge/service-kit';
import type { AdminAuditModel } from './admin-audit.model';
import { appendAdminAudit } from './append-admin-audit';

/** identity's own admin actions (team changes) go straight into the trail it keeps. */
export function recordAdminAction(
  action: AdminAction,
  { audit }: { audit: AdminAuditModel },
): Promise<{ id: string }> {
  return appendAdminAudit({ ...adminAuditEntry(action), at: action.at ?? new Date() }, { audit });
}
