import { describe, expect, it } from 'vitest';
import { ConfigError } from '@cardbridge/service-kit';
import { loadIdentityConfig } from './config';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27018', INTERNAL_TOKEN: 'a-long-internal-token' };

describe('identity configuration', () => {
  it('defaults to port 4001 and needs no admin', () => {
    expect(loadIdentityConfig(base)).toMatchObject({
      PORT: 4001,
      INTERNAL_TOKEN: base.INTERNAL_TOKEN,
    });
  });

  it('names every bad variable: missing token, half an admin, a key that is not PEM', () => {
    let error: unknown;
    try {
      loadIdentityConfig({
        MONGODB_URI: base.MONGODB_URI,
        ADMIN_USERNAME: 'root',
        JWT_PRIVATE_KEY: 'nope',
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('INTERNAL_TOKEN');
    expect(message).toContain('JWT_PRIVATE_KEY');
  });

  it('refuses an admin username without a password', () => {
    expect(() => loadIdentityConfig({ ...base, ADMIN_USERNAME: 'root' })).toThrow(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });

  it('requires its own MFA key in production, and takes a 32-byte one', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadIdentityConfig(production)).toThrow(
      /MFA_ENCRYPTION_KEY.*required in production/,
    );
    expect(() => loadIdentityConfig({ ...base, MFA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      'must be 32 bytes encoded in base64',
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadIdentityConfig({ ...production, MFA_ENCRYPTION_KEY: key, SMTP_URL: 'smtp://mail:25' }),
    ).toMatchObject({ MFA_ENCRYPTION_KEY: key });
  });

  it('requires an SMTP server in production and takes only smtp:// or smtps:// URLs', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const production = { ...base, NODE_ENV: 'production', MFA_ENCRYPTION_KEY: key };
    expect(() => loadIdentityConfig(production)).toThrow(/SMTP_URL.*required in production/);
    expect(() => loadIdentityConfig({ ...base, SMTP_URL: 'http://mail' })).toThrow(
      /SMTP_URL.*must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(
      loadIdentityConfig({ ...production, SMTP_URL: 'smtps://user:pw@mail.example.com:465' }),
    ).toMatchObject({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' });
    expect(loadIdentityConfig(base)).toMatchObject({ MAIL_DIR: '.data/mail' });
  });
});
