import type { SessionKind } from '@cardbridge/contracts';

/** Who a verified session belongs to; what `ctx.state.user` / `ctx.state.admin` hold. */
export interface SessionPrincipal {
  id: string;
  username: string;
  sid: string;
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
