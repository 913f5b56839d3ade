import type { IssuedSession, SessionService } from './session-service';
import { requireSignedInUser } from '../users/find-user';
import type { UserDocument, UserModel } from '../users/user.model';

export interface RefreshSessionInput {
  userId: string;
  /** The presented session, which ends once its successor exists. */
  sid: string;
}

export interface RefreshSessionDeps {
  users: UserModel;
  sessions: SessionService;
}

/** Rotation: a fresh session (new sid, full lifetime) replaces the presented one. */
export async function refreshSession(
  { userId, sid }: RefreshSessionInput,
  { users, sessions }: RefreshSessionDeps,
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const user = await requireSignedInUser({ id: userId }, { users });
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  await sessions.revoke(sid);
  return { user, session };
}
