import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import {
  adminSessionCookie,
  sessionAudience,
  sessionIssuer,
  userSessionCookie,
} from '@cardbridge/contracts';
import type { AdminRole } from '@cardbridge/contracts';
import { createSessionVerifier, sessionGuards } from '../auth';
import type { SessionGuards } from '../auth';

export interface TestUser {
  id: string;
  username: string;
  /** The `Cookie` header value of a signed-in session. */
  cookie: string;
}

export interface TestSessions {
  guards: SessionGuards;
  signIn: (username?: string) => Promise<TestUser>;
  /** An admin session (cookie `cb_admin`) of a role; an owner unless told. */
  signInAdmin: (username?: string, role?: AdminRole) => Promise<TestUser>;
}

/**
 * A stand-in for identity's session issuer: the same token format and verifier the services use
 * in production, with a key pair made for the test, so routes are exercised with real cookies.
 */
export async function createTestSessions(): Promise<TestSessions> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const verify = createSessionVerifier({ keys: async () => publicKey, isRevoked: () => false });

  const issue = async (kind: 'user' | 'admin', username: string, role?: AdminRole) => {
    const id = randomUUID().replace(/-/g, '').slice(0, 24);
    const claims = { sid: randomUUID(), kind, username };
    const token = await new SignJWT(role ? { ...claims, role } : claims)
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(id)
      .setIssuer(sessionIssuer)
      .setAudience(sessionAudience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const cookie = kind === 'user' ? userSessionCookie : adminSessionCookie;
    return { id, username, cookie: `${cookie}=${token}` };
  };
  const signIn = (username = `seller-${randomUUID().slice(0, 8)}`) => issue('user', username);
  const signInAdmin = (username = 'ops-admin', role: AdminRole = 'owner') =>
    issue('admin', username, role);

  return { guards: sessionGuards(verify), signIn, signInAdmin };
}
