import type { UserResponse } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';

/**
 * The seller's email for a submission. The session carries only id and username, so identity's
 * own `GET /api/auth/me` is asked with the seller's cookie: it answers only for that seller.
 */
export interface SellerProfiles {
  emailOf: (sellerId: string, cookieHeader: string) => Promise<string>;
}

export function sellerProfiles({ identityUrl }: { identityUrl: string }): SellerProfiles {
  return {
    async emailOf(sellerId, cookieHeader) {
      let response: Response;
      try {
        response = await fetch(new URL('/api/auth/me', identityUrl), {
          headers: { cookie: cookieHeader },
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        throw createError(503, 'Your account could not be checked right now. Please try again.');
      }
      if (!response.ok) {
        throw createError(503, 'Your account could not be checked right now. Please try again.');
      }
      const { user } = (await response.json()) as UserResponse;
      if (user.id !== sellerId) throw createError(401, 'Authentication required');
      return user.email;
    },
  };
}
