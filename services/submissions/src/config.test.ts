import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@cardbridge/service-kit';
import { loadSubmissionsConfig } from './config';

const env = {
  MONGODB_URI: 'mongodb://127.0.0.1:27018',
  IDENTITY_URL: 'http://127.0.0.1:4001',
  PAYMENTS_URL: 'http://127.0.0.1:4003',
  INTERNAL_TOKEN: 'internal-token-0123456789',
};

describe('submissions config', () => {
  it('refuses to start in production without CARD_ENCRYPTION_KEY', () => {
    expect(() => loadSubmissionsConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      'CARD_ENCRYPTION_KEY: is required in production (32 bytes encoded in base64)',
    );
  });

  it('refuses a key that is not 32 bytes of base64', () => {
    expect(() =>
      loadSubmissionsConfig({ ...env, CARD_ENCRYPTION_KEY: randomBytes(16).toString('base64') }),
    ).toThrow(ConfigError);
  });

  it('accepts a local run without a key and a production run with one', () => {
    expect(loadSubmissionsConfig(env).CARD_ENCRYPTION_KEY).toBeUndefined();
    const key = randomBytes(32).toString('base64');
    expect(
      loadSubmissionsConfig({ ...env, NODE_ENV: 'production', CARD_ENCRYPTION_KEY: key })
        .CARD_ENCRYPTION_KEY,
    ).toBe(key);
  });
});

describe('rates and quotes config', () => {
  it('defaults to a 30-minute lock and a 10-point confirmation limit, and takes a fractional lock', () => {
    expect(loadSubmissionsConfig(env)).toMatchObject({
      QUOTE_LOCK_MINUTES: 30,
      RATE_CHANGE_CONFIRM_POINTS: 10,
    });
    expect(loadSubmissionsConfig({ ...env, QUOTE_LOCK_MINUTES: '0.05' }).QUOTE_LOCK_MINUTES).toBe(
      0.05,
    );
  });

  it('refuses a lock or a limit that is not above 0, naming it', () => {
    expect(() => loadSubmissionsConfig({ ...env, QUOTE_LOCK_MINUTES: '0' })).toThrow(
      'QUOTE_LOCK_MINUTES: must be above 0',
    );
    expect(() => loadSubmissionsConfig({ ...env, RATE_CHANGE_CONFIRM_POINTS: 'ten' })).toThrow(
      'RATE_CHANGE_CONFIRM_POINTS: must be a number',
    );
  });
});
