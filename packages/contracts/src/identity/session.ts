/** Cookie names of the two separate sessions (docs/product.md#accounts-and-sessions). */
export const userSessionCookie = 'cb_session';
export const adminSessionCookie = 'cb_admin';

export type SessionKind = 'user' | 'admin';

/** Claims of a Cardbridge session token, as signed by identity and verified by every service. */
export interface SessionClaims {
  sub: string;
  sid: string;
  kind: SessionKind;
  username: string;
  /** Admin tokens only: the admin's role when the session began (docs/product.md#admin-roles). */
  role?: string;
}

export const sessionIssuer = 'cardbridge-identity';
export const sessionAudience = 'cardbridge';
export const userSessionTtlSeconds = 7 * 24 * 60 * 60;
export const adminSessionTtlSeconds = 8 * 60 * 60;
