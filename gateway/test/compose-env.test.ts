import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { z } from 'zod';
// The services' own config schemas (not copies), so compose cannot drift from what they require.
import { configSchema as chatSchema, loadChatConfig } from '../../services/chat/src/config';
import {
  configSchema as identitySchema,
  loadIdentityConfig,
} from '../../services/identity/src/config';
import {
  configSchema as paymentsSchema,
  loadPaymentsConfig,
} from '../../services/payments/src/config';
import {
  configSchema as submissionsSchema,
  loadSubmissionsConfig,
} from '../../services/submissions/src/config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, { environment?: Record<string, string> }> };

type Env = Record<string, string | undefined>;
const services: Record<string, { schema: z.ZodObject; load: (env: Env) => unknown }> = {
  identity: { schema: identitySchema, load: loadIdentityConfig },
  submissions: { schema: submissionsSchema, load: loadSubmissionsConfig },
  payments: { schema: paymentsSchema, load: loadPaymentsConfig },
  chat: { schema: chatSchema, load: loadChatConfig },
};

/** Variables a schema cannot do without: neither optional nor defaulted. */
const requiredNames = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);

/** What an operator puts in `.env`: one valid value per secret compose asks for. */
const operatorEnv: Env = {
  INTERNAL_TOKEN: randomBytes(32).toString('hex'),
  CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'a-long-admin-password',
  JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
};

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?message}`. */
function interpolate(value: string, env: Env): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_whole, name: string, op, arg) => {
    const set = env[name];
    if (set) return set;
    if (op === '?') throw new Error(`${name}: ${String(arg)}`);
    return op === '-' ? String(arg) : '';
  });
}

const environmentOf = (name: string, env: Env) =>
  Object.fromEntries(
    Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), env),
    ]),
  );

describe.each(Object.keys(services))('docker-compose.yml gives %s', (name) => {
  const { schema, load } = services[name] as (typeof services)[string];

  it('every variable its config schema requires', () => {
    const passed = Object.keys(compose.services[name]?.environment ?? {});
    const required = requiredNames(schema);
    expect(required).toContain('MONGODB_URI');
    expect(passed).toEqual(expect.arrayContaining(required));
  });

  it('a configuration the service starts with, once the operator sets the secrets', () => {
    expect(() => load(environmentOf(name, operatorEnv))).not.toThrow();
  });
});

describe('docker-compose.yml secrets', () => {
  it('stops with the variable named when a required secret is unset', () => {
    const { INTERNAL_TOKEN: _unset, ...rest } = operatorEnv;
    expect(() => environmentOf('payments', rest)).toThrow(/INTERNAL_TOKEN/);
  });

  it('starts identity without JWT_PRIVATE_KEY (a key is generated and stored)', () => {
    const { JWT_PRIVATE_KEY: _unset, ...rest } = operatorEnv;
    expect(() => loadIdentityConfig(environmentOf('identity', rest))).not.toThrow();
  });
});
