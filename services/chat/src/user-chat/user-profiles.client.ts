import { internalUserSchema } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { InternalClient } from '@cardbridge/service-kit';

/**
 * A signed-in user's email, for the admin's thread list. The session carries only id and
 * username; identity answers the rest over its internal API (never with the user's cookie).
 */
export interface UserProfiles {
  emailOf: (userId: string) => Promise<string>;
}

export const supportChatUnavailable = 'Support chat is unavailable right now. Please try again.';

export function userProfiles(identity: InternalClient): UserProfiles {
  return {
    async emailOf(userId) {
      const user = await identity.find(
        `/internal/users/${encodeURIComponent(userId)}`,
        internalUserSchema,
      );
      // A valid session for an account identity no longer knows: treated as signed out.
      if (!user) throw createError(401, 'Authentication required');
      return user.email;
    },
  };
}
