import { Router } from '@koa/router';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionAudience, sessionIssuer } from '@cardbridge/contracts';
import type { RevokedSessionsResponse, SessionKind } from '@cardbridge/contracts';
import { createServiceApp } from '../app';
import { createLogger } from '../logger';
import { captureLogs } from '../testing/log-capture';
import { listen } from '../testing/listen';
import type { Listening } from '../testing/listen';
import { rejectCrossOrigin } from './cross-origin';
import { requireInternalToken } from './internal-token';
import { requirePermission } from './require-permission';
import { createSessionAuth } from './session-auth';
import type { SessionAuth } from './session-auth';
import type { AuthState } from './session-principal';

const internalToken = 'test-internal-token-0123456789';
const logger = createLogger({
  name: 'auth-test',
  level: 'silent',
  destination: captureLogs().destination,
});

interface KeyPair {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function keyPair(kid: string): Promise<KeyPair> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { extractable: true });
  return {
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' },
  };
}

function sign(
  key: KeyPair,
  {
    kind = 'user',
    sid = 'sid-1',
    expiresIn = '1h',
    role = kind === 'admin' ? 'owner' : undefined,
  }: { kind?: SessionKind; sid?: string; expiresIn?: string | number; role?: string } = {},
) {
  const claims = { sid, kind, username: kind === 'admin' ? 'root' : 'ana' };
  return new SignJWT(role ? { ...claims, role } : claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: key.publicJwk.kid ?? '' })
    .setSubject(kind === 'admin' ? 'admin-1' : 'user-1')
    .setIssuer(sessionIssuer)
    .setAudience(sessionAudience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey);
}

let revokedPolls = 0;
/** How often identity's revoked-session feed has been asked so far. */
const identityPolls = () => revokedPolls;

/** A stand-in for identity's two endpoints the kit depends on. */
async function startFakeIdentity(key: KeyPair, revoked: RevokedSessionsResponse['revoked']) {
  const router = new Router();
  router.get('/api/auth/jwks', (ctx) => {
    ctx.body = { keys: [key.publicJwk] };
  });
  router.get('/internal/revoked-sessions', requireInternalToken(internalToken), (ctx) => {
    revokedPolls += 1;
    ctx.body = { revoked, cursor: new Date().toISOString() } satisfies RevokedSessionsResponse;
  });
  return listen(createServiceApp({ logger, readiness: () => true, routers: [router] }));
}

describe('session guards across a service boundary', () => {
  let identityKey: KeyPair;
  let identity: Listening;
  let service: Listening;
  let auth: SessionAuth;
  const revoked: RevokedSessionsResponse['revoked'] = [];

  beforeAll(async () => {
    identityKey = await keyPair('identity-key');
    identity = await startFakeIdentity(identityKey, revoked);
    auth = createSessionAuth({
      identityUrl: identity.baseUrl,
      internalToken,
      logger,
      pollIntervalMs: 50,
    });
    // As runService does: the revocation poll runs as the app's worker.
    auth.worker.start();
    const router = new Router<AuthState>();
    router.get('/mine', auth.requireUser, (ctx) => {
      ctx.body = { user: ctx.state.user };
    });
    router.get('/all', auth.requireAdmin, (ctx) => {
      ctx.body = { admin: ctx.state.admin };
    });
    router.get('/money', auth.requireAdmin, requirePermission('transactions'), (ctx) => {
      ctx.body = { ok: true };
    });
    router.post('/things', rejectCrossOrigin(), (ctx) => {
      ctx.status = 201;
      ctx.body = { ok: true };
    });
    service = await listen(createServiceApp({ logger, readiness: () => true, routers: [router] }));
  });

  afterAll(async () => {
    await auth.worker.stop();
    await service.close();
    await identity.close();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${service.baseUrl}${path}`, cookie ? { headers: { cookie } } : {});

  it('accepts a session signed by identity and names the user', async () => {
    const response = await get('/mine', `cb_session=${await sign(identityKey)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: 'user-1', username: 'ana', sid: 'sid-1' },
    });
  });

  it('lets a role in only where its permissions reach, and refuses a token without a role', async () => {
    const admin = (role: string) =>
      sign(identityKey, { kind: 'admin', sid: `sid-${role}`, role }).then((t) => `cb_admin=${t}`);
    expect((await get('/money', await admin('finance'))).status).toBe(200);
    const reviewer = await get('/money', await admin('reviewer'));
    expect(reviewer.status).toBe(403);
    expect(await reviewer.json()).toEqual({ message: 'Your role does not allow this' });
    // A token from before roles existed, or with a role nobody defined, opens no admin route.
    expect((await get('/all', await admin(''))).status).toBe(401);
    expect((await get('/all', await admin('superuser'))).status).toBe(401);
  });

  it('refuses a missing, forged or expired session with 401', async () => {
    const forger = await keyPair('identity-key');
    const expired = await sign(identityKey, { expiresIn: Math.floor(Date.now() / 1000) - 10 });
    for (const cookie of [
      undefined,
      `cb_session=${await sign(forger)}`,
      `cb_session=${expired}`,
      'cb_session=garbage',
    ]) {
      const response = await get('/mine', cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Authentication required' });
    }
  });

  it('refuses a remembered token once it expires', async () => {
    const token = await sign(identityKey, { sid: 'sid-short', expiresIn: '60s' });
    expect((await get('/mine', `cb_session=${token}`)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await get('/mine', `cb_session=${token}`)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a user on an admin route with 403 and an admin token used as a user one', async () => {
    const asUser = await get('/all', `cb_session=${await sign(identityKey)}`);
    expect(asUser.status).toBe(403);
    const adminToken = await sign(identityKey, { kind: 'admin', sid: 'sid-admin' });
    expect((await get('/mine', `cb_session=${adminToken}`)).status).toBe(401);
    const asAdmin = await get('/all', `cb_admin=${adminToken}`);
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual({
      admin: { id: 'admin-1', username: 'root', sid: 'sid-admin', role: 'owner' },
    });
  });

  it('stops honouring a session once identity lists it as revoked (picked up by the poll)', async () => {
    const token = await sign(identityKey, { sid: 'sid-soon-revoked' });
    expect((await get('/mine', `cb_session=${token}`)).status).toBe(200);
    revoked.push({
      sid: 'sid-soon-revoked',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await vi.waitFor(
      async () => expect((await get('/mine', `cb_session=${token}`)).status).toBe(401),
      { timeout: 5_000, interval: 20 },
    );
  });

  it('stops polling once its worker is stopped', async () => {
    await auth.worker.stop();
    const polls = identityPolls();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(identityPolls()).toBe(polls);
    auth.worker.start();
    await vi.waitFor(() => expect(identityPolls()).toBeGreaterThan(polls), { timeout: 5_000 });
  });

  it('refuses state-changing requests from another origin', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${service.baseUrl}/things`, { method: 'POST', headers });
    const foreign = await post({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-origin request refused' });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: service.baseUrl })).status).toBe(201);
  });
});

describe('session guards in an app whose worker is not running', () => {
  it('still honours a revocation, refreshing the list when a check finds it older than the interval', async () => {
    const key = await keyPair('lazy-key');
    const revoked: RevokedSessionsResponse['revoked'] = [];
    const identity = await startFakeIdentity(key, revoked);
    const auth = createSessionAuth({
      identityUrl: identity.baseUrl,
      internalToken,
      logger,
      pollIntervalMs: 50,
    });
    const router = new Router<AuthState>();
    router.get('/mine', auth.requireUser, (ctx) => {
      ctx.body = { user: ctx.state.user };
    });
    const service = await listen(
      createServiceApp({ logger, readiness: () => true, routers: [router] }),
    );
    try {
      const token = await sign(key, { sid: 'sid-lazy' });
      const get = () =>
        fetch(`${service.baseUrl}/mine`, { headers: { cookie: `cb_session=${token}` } });
      expect((await get()).status).toBe(200);
      revoked.push({ sid: 'sid-lazy', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      await vi.waitFor(async () => expect((await get()).status).toBe(401), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      await service.close();
      await identity.close();
    }
  });
});

describe('session guards while identity cannot hand out its keys', () => {
  it('answers 503, not a sign-out, when the key set answer is cut short or refused', async () => {
    const key = await keyPair('identity-key');
    const answers = [
      (ctx: { type: string; body: unknown; status: number }) => {
        ctx.type = 'application/json';
        ctx.body = '{"keys":['; // the replica died mid-answer
      },
      (ctx: { type: string; body: unknown; status: number }) => {
        ctx.status = 503;
        ctx.body = { message: 'starting' };
      },
    ];
    for (const answer of answers) {
      const router = new Router();
      router.get('/api/auth/jwks', (ctx) => answer(ctx));
      const identity = await listen(
        createServiceApp({ logger, readiness: () => true, routers: [router] }),
      );
      const auth = createSessionAuth({ identityUrl: identity.baseUrl, internalToken, logger });
      const mine = new Router<AuthState>();
      mine.get('/mine', auth.requireUser, (ctx) => {
        ctx.body = { ok: true };
      });
      const service = await listen(
        createServiceApp({ logger, readiness: () => true, routers: [mine] }),
      );
      const response = await fetch(`${service.baseUrl}/mine`, {
        headers: { cookie: `cb_session=${await sign(key)}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: 'Sessions cannot be checked right now. Please try again.',
      });
      await service.close();
      await identity.close();
    }
  });
});
