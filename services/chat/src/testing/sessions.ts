import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import {
  adminSessionCookie,
  sessionAudience,
  sessionIssuer,
  userSessionCookie,
} from '@cardbridge/contracts';
import type { AdminRole, SessionKind } from '@cardbridge/contracts';
import { createSessionVerifier, sessionGuards } from '@cardbridge/service-kit';
import type { SessionGuards } from '@cardbridge/service-kit';

export interface SignedIn {
  id: string;
  username: string;
  /** The `Cookie` header value of the session. */
  cookie: string;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A stand-in for identity's issuer that signs both kinds of session (users and admins) in the
 * production token format, checked by the services' own verifier and guards.
 */
export function createChatTestSessions(): {
  guards: SessionGuards;
  signIn: (kind: SessionKind, username?: string, role?: AdminRole) => SignedIn;
} {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const verify = createSessionVerifier({ keys: async () => publicKey, isRevoked: () => false });

  // Admins sign in as owners unless a test names another role (docs/product.md#admin-roles).
  const signIn = (
    kind: SessionKind,
    username = `${kind}-${randomUUID().slice(0, 8)}`,
    role: AdminRole = 'owner',
  ) => {
    const id = randomBytes(12).toString('hex');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: id,
      sid: randomUUID(),
      kind,
      username,
      iss: sessionIssuer,
      aud: sessionAudience,
      iat: now,
      exp: now + 3600,
      ...(kind === 'admin' ? { role } : {}),
    };
    const signingInput = `${base64url({ alg: 'EdDSA' })}.${base64url(claims)}`;
    const signature = sign(null, Buffer.from(signingInput), privateKey).toString('base64url');
    const cookieName = kind === 'admin' ? adminSessionCookie : userSessionCookie;
    return { id, username, cookie: `${cookieName}=${signingInput}.${signature}` };
  };

  return { guards: sessionGuards(verify), signIn };
}
