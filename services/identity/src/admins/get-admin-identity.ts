import type { AdminIdentity } from '@cardbridge/contracts';
import type { AdminModel } from './admin.model';

/**
 * The signed-in admin as the admin app shows them: their role as stored now (a role change also
 * ends their sessions, so it matches the token's) and whether an authenticator is on.
 */
export async function getAdminIdentity(
  { id, username }: { id: string; username: string },
  { admins }: { admins: AdminModel },
): Promise<AdminIdentity | null> {
  const admin = await admins.findById(id, { 'mfa.enabled': 1, role: 1 }).lean();
  if (!admin) return null;
  return { id, username, role: admin.role ?? 'owner', mfaEnabled: Boolean(admin.mfa?.enabled) };
}
