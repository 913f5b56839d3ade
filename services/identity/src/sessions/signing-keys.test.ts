import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@cardbridge/service-kit';
import { captureLogs, listen } from '@cardbridge/service-kit/testing';
import type { Listening } from '@cardbridge/service-kit/testing';
import { createIdentityApp } from '../app';
import { HttpClient } from '../testing/http-client';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { newUser, signedInUser, startIdentity, signUp } from '../testing/identity-test-app';

describe('session signing key', () => {
  let identity: IdentityTestApp;
  let restarted: Listening;

  beforeAll(async () => {
    identity = await startIdentity();
    // A second instance on the same database stands for a restart (or a second replica).
    const logger = createLogger({ name: 'identity', destination: captureLogs().destination });
    restarted = await listen(
      createIdentityApp({ config: identity.config, db: identity.db, logger }).app,
    );
  });
  afterAll(async () => {
    await restarted.close();
    await identity.close();
  });

  it('is kept in the database, so sessions survive a restart', async () => {
    const client = identity.client();
    await signUp(client, newUser());
    const before = (await client.get('/api/auth/jwks')).body;
    const after = new HttpClient(restarted.baseUrl);
    expect((await after.get('/api/auth/jwks')).body).toEqual(before);
    const me = await after.get('/api/auth/me', { cookie: client.cookieHeader() });
    expect(me.body).toMatchObject(signedInUser);
  });

  it('comes from JWT_PRIVATE_KEY when configured', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const configured = await startIdentity({ JWT_PRIVATE_KEY: pem });
    try {
      const jwks = (await configured.client().get('/api/auth/jwks')).body as {
        keys: { x: string }[];
      };
      expect(jwks.keys[0]?.x).toBe(publicKey.export({ format: 'jwk' }).x);
      const client = configured.client();
      expect((await signUp(client, newUser())).status).toBe(201);
      expect((await client.get('/api/auth/me')).body).toMatchObject(signedInUser);
    } finally {
      await configured.close();
    }
  });
});
