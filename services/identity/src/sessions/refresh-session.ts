import { createError } from '@cardbridge/service-kit';
import type { WindowLimiter } from '../auth/window-limit';
import { requireSignedInUser } from '../users/find-user';
import type { UserDocument, UserModel } from '../users/user.model';
import type { IssuedSession, SessionService } from './session-service';

export interface RefreshSessionInput {
  userId: string;
  /** The presented session, which ends as its successor is made. */
  sid: string;
  address: string;
}

export interface RefreshSessionDeps {
  users: UserModel;
  sessions: SessionService;
  /** Renewals per address and per user (docs/product.md#limits). */
  perAddress: WindowLimiter;
  perUser: WindowLimiter;
}

const tooMany = (wait: string) => `Too many session renewals. Try again in ${wait}.`;

/**
 * Rotation: a fresh session (new sid, full lifetime) replaces the presented one. The presented one
 * is ended first, conditionally, so a session is renewed once however many renewals race on it;
 * renewals also count per address and per user, so a script cannot churn out sessions.
 */
export async function refreshSession(
  { userId, sid, address }: RefreshSessionInput,
  { users, sessions, perAddress, perUser }: RefreshSessionDeps,
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const user = await requireSignedInUser({ id: userId }, { users });
  const byAddress = await perAddress.admit(`refresh-address:${address}`, tooMany);
  let byUser;
  try {
    byUser = await perUser.admit(`refresh-user:${userId}`, tooMany);
  } catch (error) {
    await byAddress.undo();
    throw error;
  }
  if (!(await sessions.revoke(sid))) {
    // Renewed (or signed out) already: this token opens nothing more, and used no allowance.
    await Promise.all([byAddress.undo(), byUser.undo()]);
    throw createError(401, 'Authentication required');
  }
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { user, session };
}
