import { internalRoutes } from '@cardbridge/api-routes';
import type { InternalClient } from '@cardbridge/service-kit';

/** Who signed up from a client address lately: identity's records, for the linked-accounts signal. */
export interface AccountRegistrations {
  /** Usernames signed up from `address` since `since`, newest first. */
  from: (address: string, since: Date) => Promise<string[]>;
}

export function accountRegistrations(identity: InternalClient): AccountRegistrations {
  return {
    async from(address, since) {
      const { usernames } = await identity.get(internalRoutes.registrations, {
        query: { address, since: since.toISOString() },
      });
      return usernames;
    },
  };
}
