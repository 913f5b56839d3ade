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
});
