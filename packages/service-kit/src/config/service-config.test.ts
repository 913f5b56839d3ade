import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, serviceConfigSchema } from './service-config';

const schema = serviceConfigSchema({ defaultPort: 4001 });

describe('loadConfig', () => {
  it('applies the defaults and coerces the port', () => {
    expect(loadConfig(schema, { MONGODB_URI: 'mongodb://127.0.0.1:27018' })).toEqual({
      PORT: 4001,
      MONGODB_URI: 'mongodb://127.0.0.1:27018',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: ['127.0.0.0/8', '::1/128'],
    });
    expect(
      loadConfig(schema, { MONGODB_URI: 'mongodb://a:1,b:2/?replicaSet=rs', PORT: '0' }).PORT,
    ).toBe(0);
  });

  it('names every bad variable in one error', () => {
    const env = { PORT: 'eighty', LOG_LEVEL: 'loud' };
    expect(() => loadConfig(schema, env)).toThrow(ConfigError);
    try {
      loadConfig(schema, env);
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration: /);
      expect(message).toContain('PORT: must be a port number');
      expect(message).toContain('MONGODB_URI: is required (a mongodb:// URI)');
      expect(message).toContain(
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      );
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig(schema, { MONGODB_URI: 'mongodb://db', PORT: '', LOG_LEVEL: '' });
    expect(config.PORT).toBe(4001);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('rejects a URI that is not MongoDB', () => {
    expect(() => loadConfig(schema, { MONGODB_URI: 'http://db' })).toThrow(
      'MONGODB_URI: must be a mongodb:// or mongodb+srv:// URI',
    );
  });

  it("validates a service's own keys alongside the common ones", () => {
    const extended = schema.extend({ INTERNAL_TOKEN: z.string({ error: 'is required' }).min(16) });
    expect(() => loadConfig(extended, { MONGODB_URI: 'mongodb://db' })).toThrow(
      'INTERNAL_TOKEN: is required',
    );
  });
});

describe('listening address and trusted proxies', () => {
  it('reads HOST and a comma-separated TRUSTED_PROXIES list', () => {
    const config = loadConfig(schema, {
      MONGODB_URI: 'mongodb://127.0.0.1:27018',
      HOST: '0.0.0.0',
      TRUSTED_PROXIES: '172.16.0.0/12, 10.0.0.5',
    });
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.TRUSTED_PROXIES).toEqual(['172.16.0.0/12', '10.0.0.5']);
  });

  it('refuses a proxy entry that is not an IP or CIDR', () => {
    expect(() =>
      loadConfig(schema, { MONGODB_URI: 'mongodb://127.0.0.1:27018', TRUSTED_PROXIES: 'gateway' }),
    ).toThrow('TRUSTED_PROXIES: must be comma-separated IP addresses or CIDR ranges');
  });
});
