import type { InternalUser, PublicUser } from '@cardbridge/contracts';
import type { User } from './user.model';

/** The user as clients see it: every stored field except the password hash and internal keys. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user._id.toString(),
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? null,
    role: user.role,
    verified: user.verified,
    rating: Number(user.rating.toString()).toFixed(2),
    reviewCount: user.reviewCount,
    tradeCount: user.tradeCount,
    lastVisit: user.lastVisit ? user.lastVisit.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user as another service sees it (internal routes only). */
export function toInternalUser(user: User): InternalUser {
  return { id: user._id.toString(), username: user.username, email: user.email };
}
