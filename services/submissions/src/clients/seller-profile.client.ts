import { internalUserSchema } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { InternalClient } from '@cardbridge/service-kit';

/** The seller's email for a submission (the session carries only id and username). */
export interface SellerProfiles {
  emailOf: (sellerId: string) => Promise<string>;
}

/**
 * identity's internal `GET /internal/users/{id}`, asked with the internal token (never with the
 * seller's own cookie). An account that no longer exists means the session outlived it: 401.
 */
export function sellerProfiles(identity: InternalClient): SellerProfiles {
  return {
    async emailOf(sellerId) {
      const user = await identity.find(
        `/internal/users/${encodeURIComponent(sellerId)}`,
        internalUserSchema,
      );
      if (!user || user.id !== sellerId) throw createError(401, 'Authentication required');
      return user.email;
    },
  };
}
