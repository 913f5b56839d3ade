import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { base64Key32, internalToken, nodeEnv, wholeNumber } from './env-fields';
import { configProblems, loadConfig } from './service-config';

const schema = z.object({
  NODE_ENV: nodeEnv(),
  KEY: base64Key32(),
  INTERNAL_TOKEN: internalToken(),
});
const valid = { KEY: randomBytes(32).toString('base64'), INTERNAL_TOKEN: 'a'.repeat(16) };

const problems = (env: Record<string, string>) => configProblems(schema, env);

describe('config fields', () => {
  it('takes development when NODE_ENV is unset and refuses an unknown one', () => {
    expect(loadConfig(schema, valid).NODE_ENV).toBe('development');
    expect(loadConfig(schema, { ...valid, NODE_ENV: 'production' }).NODE_ENV).toBe('production');
    expect(problems({ ...valid, NODE_ENV: 'staging' })).toEqual([
      'NODE_ENV: must be one of development, test, production',
    ]);
  });

  it('accepts a 32-byte base64 key and refuses a short, long or mistyped one', () => {
    const message = 'KEY: must be 32 bytes encoded in base64 (openssl rand -base64 32)';
    expect(loadConfig(schema, valid).KEY).toBe(valid.KEY);
    expect(problems({ ...valid, KEY: randomBytes(16).toString('base64') })).toEqual([message]);
    expect(problems({ ...valid, KEY: randomBytes(33).toString('base64') })).toEqual([message]);
    // Node's decoder would skip the stray characters and still find 32 bytes.
    expect(
      problems({ ...valid, KEY: `${valid.KEY.slice(0, 20)}!~${valid.KEY.slice(20)}` }),
    ).toEqual([message]);
  });

  it('requires an internal token of at least 16 characters', () => {
    const { INTERNAL_TOKEN: _unset, ...withoutToken } = valid;
    expect(problems(withoutToken)).toEqual([
      'INTERNAL_TOKEN: is required (the shared service-to-service secret)',
    ]);
    expect(problems({ ...valid, INTERNAL_TOKEN: 'short' })).toEqual([
      'INTERNAL_TOKEN: must be at least 16 characters',
    ]);
  });

  it('reads a limit as a whole number of at least 1', () => {
    const limits = z.object({ LIMIT: wholeNumber().default(20) });
    expect(loadConfig(limits, {}).LIMIT).toBe(20);
    expect(loadConfig(limits, { LIMIT: '5' }).LIMIT).toBe(5);
    for (const [value, message] of [
      ['many', 'must be a whole number'],
      ['2.5', 'must be a whole number'],
      ['0', 'must be at least 1'],
    ]) {
      expect(() => loadConfig(limits, { LIMIT: value ?? '' }), value).toThrow(`LIMIT: ${message}`);
    }
  });
});
