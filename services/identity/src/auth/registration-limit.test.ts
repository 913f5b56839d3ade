import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { newUser, startIdentity } from '../testing/identity-test-app';

describe('sign-ups per address (docs/product.md#sign-in-protection)', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity({ REGISTRATIONS_PER_HOUR: '2' });
  });
  afterAll(() => identity.close());

  const register = (body: Record<string, string>, address: string) =>
    identity.client().post('/api/auth/register', body, { 'x-forwarded-for': address });

  it('refuses the address past its allowance with 429, makes no account, and spares other addresses', async () => {
    const script = '203.0.113.55';
    const taken = newUser();
    expect((await register(taken, script)).status).toBe(202);
    // A refusal for content (a reserved username) does not use the allowance.
    expect((await register({ ...newUser(), username: 'admin' }, script)).status).toBe(409);
    expect((await register(newUser(), script)).status).toBe(202);

    const third = newUser();
    const refused = await register(third, script);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(
      'Too many accounts were created from your network. Try again in 60 minutes.',
    );
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(identity.mail.filter((email) => email.to === third.email)).toHaveLength(0);

    expect((await register(third, '198.51.100.44')).status).toBe(202);
  });
});
