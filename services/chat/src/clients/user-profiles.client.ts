import type { CurrentUserResponse } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';

/**
 * A signed-in user's email, for the admin's thread list. The session carries only id and
 * username, so identity's own `GET /api/auth/me` is asked with the user's cookie: it answers
 * only for that user.
 */
export interface UserProfiles {
  emailOf: (userId: string, cookieHeader: string) => Promise<string>;
}

// A 5xx message is hidden from clients unless marked: this one is written for the user.
const unavailable = () =>
  createError(503, 'Support chat is unavailable right now. Please try again.', { expose: true });

export function userProfiles({ identityUrl }: { identityUrl: string }): UserProfiles {
  return {
    async emailOf(userId, cookieHeader) {
      let response: Response;
      try {
        response = await fetch(new URL('/api/auth/me', identityUrl), {
          headers: { cookie: cookieHeader },
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        throw unavailable();
      }
      if (!response.ok) throw unavailable();
      const body = (await response.json().catch(() => undefined)) as
        CurrentUserResponse | undefined;
      if (typeof body !== 'object' || body === null || !('user' in body)) throw unavailable();
      // No user: the session ended (logout, password change) since this service checked it.
      if (!body.user || body.user.id !== userId) throw createError(401, 'Authentication required');
      return body.user.email;
    },
  };
}
