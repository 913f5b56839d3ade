import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from '@cardbridge/topology';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import YAML from 'yaml';
import { platformSecret, type Settings } from './settings.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type ComposeEnv = Record<string, string>;

/**
 * Each service's environment as docker-compose.yml gives it: that file is checked against each
 * service's own config schema (services/<name>/src/compose-config.test.ts), so the cluster gets
 * the same variables and cannot drift from what a service requires.
 */
export function composeEnvironment(service: ServiceName): ComposeEnv {
  const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as { services: Record<string, { environment?: ComposeEnv }> };
  const env = compose.services[service]?.environment;
  if (!env) throw new Error(`docker-compose.yml has no environment for ${service}`);
  return env;
}

/** Settings with a default that holds on a cluster too; every other `${NAME}` is a secret. */
const settingsWithDefaults = new Set(['LOG_LEVEL', 'TRUSTED_PROXIES']);

/** `${NAME}`, `${NAME:-default}` or `${NAME:?message}`: compose takes it from the operator. */
const interpolation = /^\$\{(\w+)(?::([-?])([^}]*))?\}$/;

/** The Secret's key for a variable: the operator's variable name, as in compose's `.env`. */
const fromSecret = (name: string, key: string, optional: boolean): IEnvVar => ({
  name,
  valueFrom: { secretKeyRef: { name: platformSecret, key, ...(optional ? { optional } : {}) } },
});

/**
 * Where MONGODB_URI comes from: the connection string the MongoDB Community Operator writes for
 * the `cardbridge` user (Secret `<resource>-<auth db>-<user>`), or the operator's own secret.
 */
export function mongoUriSource(s: Settings): IEnvVar {
  const secret =
    s.mongodb === 'operator'
      ? { name: 'cardbridge-mongo-admin-cardbridge', key: 'connectionString.standard' }
      : { name: 'cardbridge-mongodb', key: 'uri' };
  return { name: 'MONGODB_URI', valueFrom: { secretKeyRef: secret } };
}

/**
 * A service's container environment: literal values as compose has them (neighbours' URLs work
 * unchanged: each service's Kubernetes Service has its compose name), every secret a secretKeyRef.
 */
export function serviceEnvironment(s: Settings, service: ServiceName): IEnvVar[] {
  return Object.entries(composeEnvironment(service)).map(([name, value]) => {
    if (name === 'MONGODB_URI') return mongoUriSource(s);
    const found = interpolation.exec(String(value));
    if (!found) return { name, value: String(value) };
    const [, variable = name, op, fallback = ''] = found;
    if (op === '-' && settingsWithDefaults.has(variable)) return { name, value: fallback };
    // `${NAME:-}` is an optional secret (unset means unused); anything else is required.
    return fromSecret(name, variable, op === '-' && fallback === '');
  });
}
