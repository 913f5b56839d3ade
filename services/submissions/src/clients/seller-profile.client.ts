import type { CurrentUserResponse } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';

/**
 * The seller's email for a submission. The session carries only id and username, so identity's
 * own `GET /api/auth/me` is asked with the seller's cookie: it answers only for that seller.
 */
export interface SellerProfiles {
  emailOf: (sellerId: string, cookieHeader: string) => Promise<string>;
}

// A 5xx message is hidden from clients unless marked: this one is written for the seller.
const unavailable = () =>
  createError(503, 'Your account could not be checked right now. Please try again.', {
    expose: true,
  });

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
        throw unavailable();
      }
      if (!response.ok) throw unavailable();
      const body = (await response.json().catch(() => undefined)) as
        CurrentUserResponse | undefined;
      if (typeof body !== 'object' || body === null || !('user' in body)) throw unavailable();
      // No user: the session ended (logout, password change) since this service checked it.
      if (!body.user || body.user.id !== sellerId) {
        throw createError(401, 'Authentication required');
      }
      return body.user.email;
    },
  };
}
