import { internalRoutes } from '@cardbridge/api-routes';
import { createError } from '../errors';
import type { InternalClient } from './internal-client';

/**
 * What another service needs to know of a signed-in user beyond the session (which carries only
 * id and username): their email, for a submission's seller or a chat's user.
 */
export interface UserProfiles {
  emailOf: (userId: string) => Promise<string>;
}

/**
 * Asks identity's `internalRoutes.user` with the internal token, never with the user's own
 * cookie. A valid session for an account identity no longer knows (or an answer about someone
 * else) means the session outlived it: 401, as if signed out. An outage is the client's 503.
 */
export function userProfiles(identity: InternalClient): UserProfiles {
  return {
    async emailOf(userId) {
      const user = await identity.find(internalRoutes.user, { params: { id: userId } });
      if (!user || user.id !== userId) throw createError(401, 'Authentication required');
      return user.email;
    },
  };
}
