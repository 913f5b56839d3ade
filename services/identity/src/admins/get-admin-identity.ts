import type { AdminIdentity } from '@cardbridge/contracts';
import type { AdminModel } from './admin.model';

/** The signed-in admin as the admin app shows them, with whether an authenticator is on. */
export async function getAdminIdentity(
  { id, username }: { id: string; username: string },
  { admins }: { admins: AdminModel },
): Promise<AdminIdentity> {
  const admin = await admins.findById(id, { 'mfa.enabled': 1 }).lean();
  return { id, username, mfaEnabled: Boolean(admin?.mfa?.enabled) };
}
