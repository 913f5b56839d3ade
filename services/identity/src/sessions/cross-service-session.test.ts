import { SignJWT, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, createServiceApp, createSessionAuth } from '@cardbridge/service-kit';
import type { AuthState, SessionAuth } from '@cardbridge/service-kit';
import { listen } from '@cardbridge/service-kit/testing';
import type { Listening } from '@cardbridge/service-kit/testing';
import { sessionAudience, sessionIssuer } from '@cardbridge/contracts';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { internalToken, newUser, startIdentity, signUp } from '../testing/identity-test-app';
import type { HttpClient } from '../testing/http-client';
import { startPaymentsProcess } from '../testing/payments-process';
import type { RunningPayments } from '../testing/payments-process';

let identity: IdentityTestApp;
let payments: RunningPayments;

beforeAll(async () => {
  identity = await startIdentity();
  // Identity is asked for its key and revocations over HTTP, like in production.
  payments = await startPaymentsProcess({
    MONGODB_URI: identity.config.MONGODB_URI,
    IDENTITY_URL: identity.baseUrl,
    INTERNAL_TOKEN: internalToken,
  });
});
afterAll(async () => {
  await payments?.stop();
  await identity?.close();
});

const paymentMethods = (cookie: string) =>
  fetch(`${payments.baseUrl}/api/payment-methods`, { headers: { cookie } });

async function signedInUser(): Promise<HttpClient> {
  const client = identity.client();
  const user = newUser();
  await signUp(client, user);
  return client;
}

function claimsOf(client: HttpClient): { sub: string; sid: string; username: string } {
  const token = client.cookies.get('cb_session') ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as never;
}

async function signWith(
  key: CryptoKey,
  kid: string,
  claims: { sub: string; sid: string; username: string },
  exp: number,
) {
  return new SignJWT({ sid: claims.sid, kind: 'user', username: claims.username })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setSubject(claims.sub)
    .setIssuer(sessionIssuer)
    .setAudience(sessionAudience)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(key);
}

/** Polls until payments answers `status`, returning how long it took. */
async function untilStatus(cookie: string, status: number, timeoutMs = 5_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await paymentMethods(cookie)).status === status) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`payments never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('one sign-in honoured by another service (payments)', () => {
  it('accepts a real session issued by identity', async () => {
    const client = await signedInUser();
    const response = await paymentMethods(client.cookieHeader());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuses a forged token (same claims and key id, another key)', async () => {
    const client = await signedInUser();
    const jwks = (await identity.client().get('/api/auth/jwks')).body as { keys: JWK[] };
    const forger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await signWith(
      forger.privateKey,
      jwks.keys[0]?.kid ?? '',
      claimsOf(client),
      Math.floor(Date.now() / 1000) + 3600,
    );
    const response = await paymentMethods(`cb_session=${forged}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Authentication required' });
  });

  it('refuses an expired token even when signed with identity’s real key', async () => {
    const client = await signedInUser();
    const stored = await identity.db
      .collection<{ _id: string; kid: string; privateJwk: JWK }>('signing_keys')
      .findOne({});
    const realKey = (await importJWK(stored?.privateJwk ?? {}, 'EdDSA')) as CryptoKey;
    const expired = await signWith(
      realKey,
      stored?.kid ?? '',
      claimsOf(client),
      Math.floor(Date.now() / 1000) - 60,
    );
    expect((await paymentMethods(`cb_session=${expired}`)).status).toBe(401);
  });

  it('stops honouring a session within ~2 s of logout at identity', async () => {
    const client = await signedInUser();
    const cookie = client.cookieHeader();
    expect((await paymentMethods(cookie)).status).toBe(200);
    await client.post('/api/auth/logout');
    const elapsed = await untilStatus(cookie, 401);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('stops honouring other devices within ~2 s of a password change', async () => {
    const client = identity.client();
    const user = newUser();
    await signUp(client, user);
    const otherDevice = identity.client();
    await otherDevice.post('/api/auth/login', { email: user.email, password: user.password });
    const otherCookie = otherDevice.cookieHeader();
    expect((await paymentMethods(otherCookie)).status).toBe(200);
    await client.patch('/api/change-password', {
      currentPassword: user.password,
      newPassword: 'changed-secret',
      confirmPassword: 'changed-secret',
    });
    expect(await untilStatus(otherCookie, 401)).toBeLessThan(3_000);
    expect((await paymentMethods(client.cookieHeader())).status).toBe(200);
  });

  it('does not take an admin session for a user session', async () => {
    const admin = identity.client();
    await admin.post('/api/admin/login', { username: 'ops-admin', password: 'admin-secret-123' });
    const adminToken = admin.cookies.get('cb_admin') ?? '';
    expect((await paymentMethods(`cb_session=${adminToken}`)).status).toBe(401);
    expect((await paymentMethods(`cb_admin=${adminToken}`)).status).toBe(401);
  });
});

describe('an admin route on another service, guarded by the kit against identity', () => {
  // Payments has no admin route yet; this is the kit's requireAdmin exactly as a service mounts
  // it, in its own app, reaching identity only over HTTP for keys and revocations.
  let other: Listening;
  let auth: SessionAuth;
  beforeAll(async () => {
    auth = createSessionAuth({
      identityUrl: identity.baseUrl,
      internalToken,
      logger: createLogger({ name: 'other', level: 'silent' }),
    });
    auth.worker.start();
    const router = new Router<AuthState>();
    router.get('/api/admin/report', auth.requireAdmin, (ctx) => {
      ctx.body = { admin: ctx.state.admin?.username };
    });
    other = await listen(
      createServiceApp({
        logger: createLogger({ name: 'other', level: 'silent' }),
        readiness: () => true,
        routers: [router],
      }),
    );
  });
  afterAll(async () => {
    await auth?.worker.stop();
    await other?.close();
  });

  const report = (cookie: string) =>
    fetch(`${other.baseUrl}/api/admin/report`, { headers: { cookie } });

  it("answers the admin, refuses a user's session 403 and no session 401", async () => {
    const admin = identity.client();
    await admin.post('/api/admin/login', { username: 'ops-admin', password: 'admin-secret-123' });
    const asAdmin = await report(admin.cookieHeader());
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual({ admin: 'ops-admin' });

    const user = await signedInUser();
    const asUser = await report(user.cookieHeader());
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ message: 'Admin access required' });
    // A user token presented in the admin cookie is not an admin session either.
    const smuggled = await report(`cb_admin=${user.cookies.get('cb_session') ?? ''}`);
    expect(smuggled.status).toBe(401);
    expect((await report('')).status).toBe(401);
  });

  it('stops honouring an admin session after admin logout', async () => {
    const admin = identity.client();
    await admin.post('/api/admin/login', { username: 'ops-admin', password: 'admin-secret-123' });
    const cookie = admin.cookieHeader();
    expect((await report(cookie)).status).toBe(200);
    await admin.post('/api/admin/logout');
    await vi.waitFor(
      async () => {
        expect((await report(cookie)).status).toBe(401);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
