import type { AdminIdentity, AdminRole } from '@cardbridge/contracts';
import type { IssuedSession, SessionService } from '../sessions/session-service';

/** A new admin session for this admin, and who it belongs to as the admin app shows it. */
export async function issueAdminSession(
  admin: { _id: unknown; username: string; role: AdminRole },
  { sessions }: { sessions: Pick<SessionService, 'issue'> },
): Promise<{ admin: AdminIdentity; session: IssuedSession }> {
  const identity: AdminIdentity = {
    id: String(admin._id),
    username: admin.username,
    role: admin.role,
  };
  return { admin: identity, session: await sessions.issue('admin', identity) };
}
