import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PlatformSecrets {
  adminUsername: string;
  adminPassword: string;
  /** Shared by the services for service-to-service calls (e.g. submissions -> payments). */
  internalToken: string;
  /** True when they were generated for local development rather than given in the environment. */
  generated: boolean;
}

/**
 * Secrets for a local run: taken from the environment when set, otherwise generated once and kept
 * (mode 0600) in the data directory so the development admin password stays the same across runs.
 */
export function loadOrCreateSecrets(env: NodeJS.ProcessEnv, dataDir?: string): PlatformSecrets {
  const file = dataDir ? path.join(dataDir, 'dev-secrets.json') : undefined;
  let stored: Partial<PlatformSecrets> = {};
  if (file && fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  const random = () => crypto.randomBytes(18).toString('base64url');
  const fromEnv = Boolean(env.ADMIN_USERNAME && env.ADMIN_PASSWORD);
  const secrets: PlatformSecrets = {
    adminUsername: env.ADMIN_USERNAME || stored.adminUsername || 'admin',
    adminPassword: env.ADMIN_PASSWORD || stored.adminPassword || random(),
    internalToken: env.INTERNAL_TOKEN || stored.internalToken || random(),
    generated: !fromEnv,
  };
  if (file && !fromEnv) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { generated: _generated, ...persisted } = secrets;
    fs.writeFileSync(file, JSON.stringify(persisted, null, 2) + '\n', { mode: 0o600 });
  }
  return secrets;
}
