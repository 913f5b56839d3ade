import type { TeamMember } from '@cardbridge/contracts';
import type { Admin } from '../admins/admin.model';

/** An admin as the Team tab shows them (never the password hash or MFA seed). */
export function toTeamMember(
  admin: Pick<Admin, '_id' | 'username' | 'email' | 'role' | 'disabled'>,
): TeamMember {
  return {
    id: admin._id.toString(),
    username: admin.username,
    email: admin.email ?? null,
    // Admins stored before roles existed are the configured owner (admin.model.ts).
    role: admin.role ?? 'owner',
    disabled: Boolean(admin.disabled),
  };
}
