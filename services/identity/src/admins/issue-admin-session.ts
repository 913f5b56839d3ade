import type { AdminIdentity, AdminRole } from '@cardbridge/contracts';
import { invalidCredentials } from '../auth/login-user';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import type { AdminModel } from './admin.model';

/**
 * A new admin session for this admin, and who it belongs to as the admin app shows it. An owner
 * may disable the admin or change their role while this sign-in runs (after its own checks, before
 * the change's revocation reached this session): the admin row is read again once the session
 * exists, and a session that no longer matches it is ended at once (docs/product.md#admin-team).
 */
export async function issueAdminSession(
  admin: { _id: unknown; username: string; role: AdminRole },
  { sessions, admins }: { sessions: Pick<SessionService, 'issue' | 'revoke'>; admins: AdminModel },
): Promise<{ admin: AdminIdentity; session: IssuedSession }> {
  const identity: AdminIdentity = {
    id: String(admin._id),
    username: admin.username,
    role: admin.role,
  };
  const session = await sessions.issue('admin', identity);
  const now = await admins.findById(identity.id, { role: 1, disabled: 1 }).lean();
  if (!now || now.disabled || (now.role ?? 'owner') !== admin.role) {
    await sessions.revoke(session.sid);
    throw invalidCredentials();
  }
  return { admin: identity, session };
}
