import type { SessionService } from './session-service';

/**
 * "Sign out other sessions": every other live session of this user ends (another browser, a
 * stolen cookie); the one asking stays signed in. Services learn of it within seconds.
 */
export async function signOutOtherSessions(
  { userId, sid }: { userId: string; sid: string },
  { sessions }: { sessions: Pick<SessionService, 'revokeAllOf'> },
): Promise<{ ended: number }> {
  return { ended: await sessions.revokeAllOf('user', userId, sid) };
}
