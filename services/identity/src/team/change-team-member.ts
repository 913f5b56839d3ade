import type { AdminRole, TeamMember, TeamMemberPatch } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { Connection, SessionPrincipal } from '@cardbridge/service-kit';
import type { AdminModel } from '../admins/admin.model';
import type { AdminAuditModel } from '../audit/admin-audit.model';
import { recordAdminAction } from '../audit/record-admin-action';
import type { SessionService } from '../sessions/session-service';
import { withTeamLease } from './team-lease';
import { toTeamMember } from './team-member.view';

export const lastOwnerMessage =
  'The last active owner cannot be demoted or disabled. Make another admin an owner first.';

export interface ChangeTeamMemberInput {
  id: string;
  patch: TeamMemberPatch;
  by: SessionPrincipal;
  address: string;
}

export interface ChangeTeamMemberDeps {
  db: Connection;
  admins: AdminModel;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  audit: AdminAuditModel;
}

/** Admins stored before roles existed count as the owner they are (admin.model.ts). */
const activeOwner: Record<string, unknown> = {
  role: { $in: ['owner', null] },
  disabled: { $ne: true },
};

/**
 * An owner changes an admin's role, or disables or enables them (docs/product.md#admin-team).
 * The last active owner keeps the role and stays enabled (409), checked and written under the
 * team lease so two owners demoting each other cannot both succeed. A change ends the admin's
 * sessions on every service (the revocation feed), so the new role or the refusal applies at
 * once; it is audited as team.role, team.disable or team.enable.
 */
export async function changeTeamMember(
  { id, patch, by, address }: ChangeTeamMemberInput,
  { db, admins, sessions, audit }: ChangeTeamMemberDeps,
): Promise<TeamMember> {
  const change = await withTeamLease(db, async (lease) => {
    const member = await admins
      .findById(id, { username: 1, email: 1, role: 1, disabled: 1 })
      .lean();
    if (!member) throw createError(404, 'Admin not found');
    const before = {
      role: (member.role ?? 'owner') as AdminRole,
      disabled: Boolean(member.disabled),
    };
    const after = { role: patch.role ?? before.role, disabled: patch.disabled ?? before.disabled };
    if (after.role === before.role && after.disabled === before.disabled) {
      return { member, before, after, changed: false };
    }
    const wasActiveOwner = before.role === 'owner' && !before.disabled;
    if (wasActiveOwner && (after.role !== 'owner' || after.disabled)) {
      const others = await admins.countDocuments({ ...activeOwner, _id: { $ne: member._id } });
      if (others === 0) throw createError(409, lastOwnerMessage);
    }
    // Still ours: a holder stalled past its lease must not write over the next one's change.
    await lease.renew();
    await admins.updateOne({ _id: member._id }, { $set: after });
    return { member: { ...member, ...after }, before, after, changed: true };
  });

  if (change.changed) {
    await sessions.revokeAllOf('admin', id);
    const target = `admin:${change.member.username}`;
    await recordAdminAction(
      change.after.role !== change.before.role
        ? {
            admin: by,
            action: 'team.role',
            target: `${target} (${change.before.role} → ${change.after.role})`,
            address,
          }
        : {
            admin: by,
            action: change.after.disabled ? 'team.disable' : 'team.enable',
            target,
            address,
          },
      { audit },
    );
  }
  return toTeamMember(change.member);
}
