import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { z } from 'zod';

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function composeServices() {
  const file = fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  return (
    YAML.parse(file, { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    }
  ).services;
}

/** What an operator puts in `.env`: one valid value per secret compose asks for. */
export const operatorEnv: Env = {
  INTERNAL_TOKEN: randomBytes(32).toString('hex'),
  CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PAYMENT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  MONGO_ROOT_PASSWORD: randomBytes(24).toString('hex'),
  MONGO_APP_PASSWORD: randomBytes(24).toString('hex'),
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

/** The environment docker-compose.yml gives a service, with the operator's `.env` applied. */
export function composeEnvironmentOf(service: string, env: Env = operatorEnv): Env {
  return Object.fromEntries(
    Object.entries(composeServices()[service]?.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), env),
    ]),
  );
}

/**
 * Checks that docker-compose.yml gives a service what its own config schema requires (not a
 * copy of it), so the compose file cannot drift from the service.
 */
export function describeComposeConfig(
  service: string,
  { schema, load }: { schema: z.ZodObject; load: (env: Env) => unknown },
) {
  describe(`docker-compose.yml gives ${service}`, () => {
    it('every variable its config schema requires', () => {
      const passed = Object.keys(composeServices()[service]?.environment ?? {});
      const required = Object.entries(schema.shape)
        .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
        .map(([name]) => name);
      expect(required).toContain('MONGODB_URI');
      expect(passed).toEqual(expect.arrayContaining(required));
    });

    it('a configuration the service starts with, once the operator sets the secrets', () => {
      expect(() => load(composeEnvironmentOf(service))).not.toThrow();
    });

    it('stops with the variable named when a required secret is unset', () => {
      const { INTERNAL_TOKEN: _unset, ...rest } = operatorEnv;
      expect(() => composeEnvironmentOf(service, rest)).toThrow(/INTERNAL_TOKEN/);
    });
  });
}
