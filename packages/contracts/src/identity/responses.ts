import type { AdminRole } from './admin-roles';
/** What the identity service answers; front ends read these shapes. Never carries a hash. */
export interface PublicUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: string;
  verified: boolean;
  /** Decimal 3,2 as a string ("0.00") so it is exact. */
  rating: string;
  reviewCount: number;
  tradeCount: number;
  lastVisit: string | null;
  createdAt: string;
}

/** POST /api/auth/login, POST /api/auth/register, POST /api/auth/refresh, PATCH /api/profile. */
export interface UserResponse {
  user: PublicUser;
}

/** GET /api/auth/me: always 200; `user` is null for a visitor who is not signed in. */
export interface CurrentUserResponse {
  user: PublicUser | null;
}

/** GET /api/admin/me and POST /api/admin/login. */
export interface AdminIdentity {
  id: string;
  username: string;
  /** What this admin may do (docs/product.md#admin-roles). */
  role: AdminRole;
  /** Whether the admin signs in with an authenticator code too (GET /api/admin/me). */
  mfaEnabled?: boolean;
}

/** GET /api/admin/session: the admin app's session check (null when not signed in as admin). */
export interface AdminSessionResponse {
  admin: AdminIdentity | null;
}

/** One row of GET /api/admin/users; submissionCount is null when submissions is unreachable. */
export interface AdminUserRow {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  createdAt: string;
  submissionCount: number | null;
}

/** GET /internal/revoked-sessions: session ids ended early, still inside their lifetime. */
export interface RevokedSessionsResponse {
  revoked: { sid: string; expiresAt: string }[];
  /** Pass back as `since` on the next poll. */
  cursor: string;
}

/** GET /api/admin/users: newest first, a page at a time. */
export interface AdminUsersPage {
  items: AdminUserRow[];
  total: number;
  nextCursor: string | null;
}
