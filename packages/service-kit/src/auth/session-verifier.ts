import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { sessionAudience, sessionIssuer } from '@cardbridge/contracts';
import type { SessionKind } from '@cardbridge/contracts';
import type { VerifiedSession } from './session-principal';

export interface SessionVerifierOptions {
  /** Where public keys come from: identity's JWKS for other services, the local key in identity. */
  keys: JWTVerifyGetKey;
  /** Whether a session id was ended early (logout, password change). */
  isRevoked: (sid: string) => boolean | Promise<boolean>;
}

export type SessionVerifier = (token: string, kind: SessionKind) => Promise<VerifiedSession | null>;

/**
 * Verifies a session token locally: EdDSA signature, issuer, audience, expiry, the expected kind
 * (a user token never opens an admin route), then the revocation check. Any failure is "no
 * session"; the reason is not told to the client.
 */
export function createSessionVerifier({
  keys,
  isRevoked,
}: SessionVerifierOptions): SessionVerifier {
  return async (token, kind) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['EdDSA'],
        issuer: sessionIssuer,
        audience: sessionAudience,
        requiredClaims: ['sub', 'sid', 'exp'],
      }));
    } catch (error) {
      // Bad tokens are expected traffic; an unreachable key set is an outage and must surface.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) return null;
      throw error;
    }
    const { sub, sid, kind: tokenKind, username, exp } = payload;
    if (tokenKind !== kind || typeof sid !== 'string' || typeof username !== 'string') return null;
    if (typeof sub !== 'string' || typeof exp !== 'number') return null;
    if (await isRevoked(sid)) return null;
    return { id: sub, sid, username, kind, expiresAt: exp };
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
