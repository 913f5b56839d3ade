import type { AdminRole, SessionKind } from '@cardbridge/contracts';

/** Who a verified session belongs to; what `ctx.state.user` / `ctx.state.admin` hold. */
export interface SessionPrincipal {
  id: string;
  username: string;
  sid: string;
  /** Admin sessions only: the role the admin held when signing in (docs/product.md#admin-roles). */
  role?: AdminRole;
}

/** State the auth middleware adds, for routers to type their context with. */
export interface AuthState {
  user?: SessionPrincipal;
  admin?: SessionPrincipal;
}

export interface VerifiedSession extends SessionPrincipal {
  kind: SessionKind;
  /** Seconds since the epoch, from the token. */
  expiresAt: number;
}
