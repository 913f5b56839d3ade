import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { internalToken, startIdentity, testAdmin } from '../testing/identity-test-app';
import { resetAdminMfaCommand } from './reset-admin-mfa-command';

describe('reset-admin-mfa (an operator takes a lost authenticator off)', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity({ ADMIN_MFA_REQUIRED: 'true' });
  });
  afterAll(() => identity?.close());

  const run = (username: string | undefined) => {
    const lines: string[] = [];
    const exit = resetAdminMfaCommand({
      username,
      env: { MONGODB_URI: identity.config.MONGODB_URI, INTERNAL_TOKEN: internalToken },
      dbName: identity.db.name,
      print: (line) => lines.push(line),
    });
    return exit.then((code) => ({ code, output: lines.join('\n') }));
  };

  it('turns MFA off, ends the sessions, audits it, and the next sign-in enrols again', async () => {
    const admin = identity.client();
    expect((await admin.post('/api/admin/login', testAdmin)).body).toEqual({
      enrolmentRequired: true,
    });
    const { secret } = (await admin.post('/api/admin/mfa/setup')).body as { secret: string };
    const code = authenticator.clone().generate(secret);
    expect((await admin.post('/api/admin/mfa/enable', { code })).status).toBe(200);
    expect((await admin.get('/api/admin/me')).body).toMatchObject({ mfaEnabled: true });

    expect(await run(testAdmin.username)).toEqual({
      code: 0,
      output: `Two-factor authentication is off for ${testAdmin.username}; their sessions have ended.`,
    });
    expect((await admin.get('/api/admin/me')).status).toBe(401);
    const stored = await identity.db.collection('admins').findOne({});
    expect(stored?.mfa).toMatchObject({
      enabled: false,
      secretSealed: null,
      recoveryCodeHashes: [],
    });
    const audit = await identity.db
      .collection('admin_audit_log')
      .findOne({ action: 'signin.mfa_reset' });
    expect(audit).toMatchObject({ admin: testAdmin.username, address: 'operator' });

    const again = identity.client();
    expect((await again.post('/api/admin/login', testAdmin)).body).toEqual({
      enrolmentRequired: true,
    });
  });

  it('names an unknown admin and a missing argument, and changes nothing', async () => {
    expect(await run('nobody')).toEqual({ code: 1, output: 'No admin is called nobody' });
    expect((await run(undefined)).code).toBe(2);
    expect(
      await identity.db.collection('admin_audit_log').countDocuments({ admin: 'nobody' }),
    ).toBe(0);
  });
});
