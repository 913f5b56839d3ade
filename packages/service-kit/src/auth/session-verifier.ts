import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import createError from 'http-errors';
import { adminRoles, sessionAudience, sessionIssuer } from '@cardbridge/contracts';
import type { AdminRole } from '@cardbridge/contracts';
import type { SessionKind } from '@cardbridge/contracts';
import type { VerifiedSession } from './session-principal';

export interface SessionVerifierOptions {
  /** Where public keys come from: identity's JWKS for other services, the local key in identity. */
  keys: JWTVerifyGetKey;
  /** Whether a session id was ended early (logout, password change). */
  isRevoked: (sid: string) => boolean | Promise<boolean>;
  /** How many verified tokens to remember; 10 000 by default. */
  cacheSize?: number;
}

const keysUnavailable = 'Sessions cannot be checked right now. Please try again.';

/** A refusal of the token itself (a subclass with its own code), not of the key set's fetch. */
const isTokenError = (error: unknown) =>
  error instanceof errors.JOSEError &&
  error.code !== 'ERR_JOSE_GENERIC' &&
  !(error instanceof errors.JWKSTimeout);

const isAdminRole = (role: unknown): role is AdminRole =>
  typeof role === 'string' && (adminRoles as readonly string[]).includes(role);

export type SessionVerifier = (token: string, kind: SessionKind) => Promise<VerifiedSession | null>;

/**
 * Verifies a session token locally: EdDSA signature, issuer, audience, expiry, the expected kind
 * (a user token never opens an admin route), then the revocation check. Any failure is "no
 * session"; the reason is not told to the client.
 */
export function createSessionVerifier({
  keys,
  isRevoked,
  cacheSize = 10_000,
}: SessionVerifierOptions): SessionVerifier {
  // A signature check costs ~0.1 ms; a browser sends the same token on every request. Tokens
  // whose signature and claims already checked out are remembered (bounded, oldest dropped
  // first); expiry and revocation are still checked on every request.
  const verified = new Map<string, VerifiedSession>();

  const checkSignature = async (token: string, kind: SessionKind) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['EdDSA'],
        issuer: sessionIssuer,
        audience: sessionAudience,
        requiredClaims: ['sub', 'sid', 'exp'],
      }));
    } catch (error) {
      // Bad tokens are expected traffic; a key set that cannot be read (identity down, slow, or
      // killed mid-answer: jose's generic error) is an outage: 503, never a sign-out.
      if (isTokenError(error)) return null;
      throw createError(503, keysUnavailable, { expose: true, reason: String(error) });
    }
    const { sub, sid, kind: tokenKind, username, exp, role } = payload;
    if (tokenKind !== kind || typeof sid !== 'string' || typeof username !== 'string') return null;
    if (typeof sub !== 'string' || typeof exp !== 'number') return null;
    // An admin token without a known role (one from before roles existed) opens nothing.
    if (kind === 'admin' && !isAdminRole(role)) return null;
    const session: VerifiedSession = { id: sub, sid, username, kind, expiresAt: exp };
    if (kind === 'admin') session.role = role as AdminRole;
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
    verified.set(`${kind}:${token}`, session);
    return session;
  };

  return async (token, kind) => {
    const cached = verified.get(`${kind}:${token}`);
    const session = cached ?? (await checkSignature(token, kind));
    if (!session) return null;
    if (session.expiresAt * 1000 <= Date.now()) {
      verified.delete(`${kind}:${token}`);
      return null;
    }
    if (await isRevoked(session.sid)) return null;
    return session;
  };
}

/** identity's published key set, fetched once and cached (refetched on an unknown key id). */
export function remoteSessionKeys(identityUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL('/api/auth/jwks', identityUrl), {
    timeoutDuration: 3_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
}
