import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { newUser, signedInUser, startIdentity, signUp } from '../testing/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity({}, undefined, {
    refreshesPerAddress: { perWindow: 6, windowMs: 60_000 },
    refreshesPerUser: { perWindow: 3, windowMs: 60_000 },
  });
});
afterAll(() => identity.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('POST /api/auth/refresh limits (docs/product.md#limits)', () => {
  it('renews a session once however many renewals race on it', async () => {
    const client = identity.client();
    await signUp(client, newUser(), from('198.51.100.60'));
    const cookie = client.cookieHeader();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        identity
          .client()
          .post('/api/auth/refresh', undefined, { cookie, ...from('198.51.100.60') }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401]);
    const userId = (await identity.db.collection('users').findOne({}, { sort: { _id: -1 } }))?._id;
    expect(
      await identity.db.collection('sessions').countDocuments({ subjectId: String(userId) }),
    ).toBe(2);
  });

  it('refuses renewals past the per-user allowance with 429, keeping the session', async () => {
    const client = identity.client();
    await signUp(client, newUser(), from('198.51.100.61'));
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.post('/api/auth/refresh', undefined, from('198.51.100.61'))).status,
      ).toBe(200);
    }
    const refused = await client.post('/api/auth/refresh', undefined, from('198.51.100.61'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many session renewals. Try again in 1 minute.' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await client.get('/api/auth/me')).body).toMatchObject(signedInUser);
  });

  it('refuses renewals past the per-address allowance, whoever asks', async () => {
    const address = from('203.0.113.61');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const client = identity.client();
      await signUp(client, newUser(), address);
      statuses.push((await client.post('/api/auth/refresh', undefined, address)).status);
      statuses.push((await client.post('/api/auth/refresh', undefined, address)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it('keeps a session row (revoked or not) only until its token expires', async () => {
    await expect
      .poll(async () =>
        (await identity.db.collection('sessions').indexes()).find(
          (index) => index.key.expiresAt === 1,
        ),
      )
      .toMatchObject({ expireAfterSeconds: 0 });
  });
});

describe('POST /api/auth/sign-out-others', () => {
  it('ends every other session of the user; this one and other users stay signed in', async () => {
    const user = newUser();
    const here = identity.client();
    await signUp(here, user);
    const phone = identity.client();
    await phone.post('/api/auth/login', { email: user.email, password: user.password });
    const someoneElse = identity.client();
    await signUp(someoneElse, newUser());

    const answer = await here.post('/api/auth/sign-out-others');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Signed out of your other sessions', ended: 1 });
    expect((await here.get('/api/auth/me')).body).toMatchObject(signedInUser);
    expect((await phone.get('/api/auth/me')).body).toEqual({ user: null });
    expect((await someoneElse.get('/api/auth/me')).body).toMatchObject(signedInUser);
  });

  it('refuses an anonymous caller', async () => {
    const answer = await identity.client().post('/api/auth/sign-out-others');
    expect(answer.status).toBe(401);
  });
});
