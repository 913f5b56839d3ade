import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { newUser, signedInUser, startIdentity, signUp } from '../testing/identity-test-app';

let identity: IdentityTestApp;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.close();
});

async function signedIn(): Promise<{ client: HttpClient; user: ReturnType<typeof newUser> }> {
  const client = identity.client();
  const user = newUser();
  await signUp(client, user);
  return { client, user };
}

describe('PATCH /api/profile', () => {
  it('updates the signed-in user only', async () => {
    const { client, user } = await signedIn();
    const other = await signedIn();
    const response = await client.patch('/api/profile', {
      firstName: 'Maria',
      lastName: 'Souza',
      email: user.email,
      phoneNumber: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: { firstName: 'Maria', lastName: 'Souza', email: user.email, phoneNumber: null },
      pendingEmail: null,
    });
    const otherMe = await other.client.get('/api/auth/me');
    expect((otherMe.body as { user: { firstName: string } }).user.firstName).toBe('Ana');
  });

  it('answers the documented messages', async () => {
    const { client } = await signedIn();
    const invalid = await client.patch('/api/profile', { firstName: '', lastName: '', email: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
      },
    });
  });

  it('applies a new email only when the link sent to it is opened, once', async () => {
    const { client, user } = await signedIn();
    const newEmail = `new.${user.email}`;
    const change = await client.patch('/api/profile', {
      firstName: 'Ana',
      lastName: 'Lima',
      email: newEmail.toUpperCase(),
    });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ user: { email: user.email }, pendingEmail: newEmail });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ user: { email: user.email } });

    const sent = identity.mail.filter((email) => email.to === newEmail);
    expect(sent).toHaveLength(1);
    const token = /confirm-email\?token=([\w-]+)/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the token's hash is stored.
    expect(
      JSON.stringify(await identity.db.collection('email_changes').find().toArray()),
    ).not.toContain(token);

    const confirmed = await identity.client().post('/api/profile/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: `Your email address is now ${newEmail}` });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ user: { email: newEmail } });
    const again = await identity.client().post('/api/profile/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This link is invalid or has expired' });
  });

  it('answers the same whether the new email is taken, and tells its owner instead', async () => {
    const { client, user } = await signedIn();
    const owner = await signedIn();
    const free = await client.patch('/api/profile', {
      firstName: 'Ana',
      lastName: 'Lima',
      email: `free.${user.email}`,
    });
    const taken = await client.patch('/api/profile', {
      firstName: 'Ana',
      lastName: 'Lima',
      email: owner.user.email,
    });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual({
      ...(free.body as object),
      pendingEmail: owner.user.email,
    });
    const toOwner = identity.mail.filter(
      (email) => email.to === owner.user.email && email.subject.startsWith('Someone tried'),
    );
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.text).toMatch(/nothing changed/);
    expect(toOwner[0]?.text).not.toMatch(/confirm-email/);
    expect((await owner.client.get('/api/auth/me')).body).toMatchObject({
      user: { email: owner.user.email },
    });
  });

  it('refuses an expired or unknown link', async () => {
    const { client, user } = await signedIn();
    await client.patch('/api/profile', {
      firstName: 'A',
      lastName: 'B',
      email: `late.${user.email}`,
    });
    const text = identity.mail.find((email) => email.to === `late.${user.email}`)?.text ?? '';
    const token = /token=([\w-]+)/.exec(text)?.[1] ?? '';
    await identity.db
      .collection('email_changes')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await identity.client().post('/api/profile/confirm-email', { token });
    expect(expired.status).toBe(400);
    const unknown = await identity
      .client()
      .post('/api/profile/confirm-email', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ user: { email: user.email } });
  });

  it('allows five email changes an hour per account, then 429', async () => {
    const { client, user } = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await client.patch('/api/profile', {
        firstName: 'A',
        lastName: 'B',
        email: `try${i}.${user.email}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(identity.mail.filter((email) => email.to === `try5.${user.email}`)).toHaveLength(0);
  });

  it('refuses an anonymous caller', async () => {
    const response = await identity
      .client()
      .patch('/api/profile', { firstName: 'A', lastName: 'B', email: 'a@example.com' });
    expect(response.status).toBe(401);
  });
});

describe('GET and PATCH /api/notifications', () => {
  it('starts from the documented defaults and keeps a partial update', async () => {
    const { client } = await signedIn();
    const initial = await client.get('/api/notifications');
    expect(initial.body).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      submissionUpdates: true,
      marketingEmails: false,
    });
    const updated = await client.patch('/api/notifications', {
      smsNotifications: true,
      marketingEmails: true,
    });
    expect(updated.status).toBe(200);
    expect((await client.get('/api/notifications')).body).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      submissionUpdates: true,
      marketingEmails: true,
    });
  });

  it('refuses non-boolean values and anonymous callers', async () => {
    const { client } = await signedIn();
    const invalid = await client.patch('/api/notifications', { emailNotifications: 'yes' });
    expect(invalid.status).toBe(400);
    expect((await identity.client().get('/api/notifications')).status).toBe(401);
  });
});

describe('PATCH /api/change-password', () => {
  it('changes the password, ends other sessions, keeps this browser signed in', async () => {
    const { client, user } = await signedIn();
    const otherDevice = identity.client();
    await otherDevice.post('/api/auth/login', { email: user.email, password: user.password });
    const change = await client.patch('/api/change-password', {
      currentPassword: user.password,
      newPassword: 'second-secret',
      confirmPassword: 'second-secret',
    });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ message: 'Password changed successfully' });
    expect((await client.get('/api/auth/me')).body).toMatchObject(signedInUser);
    expect((await otherDevice.get('/api/auth/me')).body).toEqual({ user: null });

    const old = await identity
      .client()
      .post('/api/auth/login', { email: user.email, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await identity
      .client()
      .post('/api/auth/login', { email: user.email, password: 'second-secret' });
    expect(fresh.status).toBe(200);
  });

  it('refuses a new password easy to guess, keeping the old one', async () => {
    const { client, user } = await signedIn();
    const weak = await client.patch('/api/change-password', {
      currentPassword: user.password,
      newPassword: 'password',
      confirmPassword: 'password',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      errors: { newPassword: expect.stringMatching(/^This password is too easy to guess/) },
    });
    const login = await identity
      .client()
      .post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong current password and answers the documented messages', async () => {
    const { client } = await signedIn();
    const wrong = await client.patch('/api/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'second-secret',
      confirmPassword: 'second-secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Current password is incorrect' });
    const invalid = await client.patch('/api/change-password', {
      currentPassword: '',
      newPassword: '123',
      confirmPassword: '1234',
    });
    expect(invalid.body).toMatchObject({
      errors: {
        currentPassword: 'Current password is required',
        newPassword: 'Password must be at least 6 characters',
        confirmPassword: "Passwords don't match",
      },
    });
  });

  it('counts wrong current passwords against the sign-in throttle, then refuses 429 without checking', async () => {
    const { client, user } = await signedIn();
    const change = (currentPassword: string) =>
      client.patch('/api/change-password', {
        currentPassword,
        newPassword: 'second-secret',
        confirmPassword: 'second-secret',
      });
    // Wrong sign-ins and wrong changes share one count: slowed from the third, locked at five.
    for (let i = 0; i < 3; i += 1) {
      const login = await identity
        .client()
        .post('/api/auth/login', { email: user.email, password: 'wrong-guess' });
      expect(login.status).toBe(401);
    }
    await sleep(550);
    expect((await change('wrong-guess')).status).toBe(400);
    await sleep(1_050);
    expect((await change('wrong-guess')).status).toBe(400);
    const refused = await change(user.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/temporarily locked/) });
    // Refused before the check: the right password changed nothing.
    const login = await identity
      .client()
      .post('/api/auth/login', { email: user.email, password: 'second-secret' });
    expect(login.status).not.toBe(200);
  });
});
