import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PlatformSecrets {
  adminUsername: string;
  adminPassword: string;
  /** Shared by the services for service-to-service calls (e.g. submissions -> payments). */
  internalToken: string;
  /** AES-256-GCM key (32 bytes, base64) for card numbers, PINs and security codes at rest. */
  cardEncryptionKey: string;
  /** AES-256-GCM key (32 bytes, base64) for admins' authenticator seeds at rest. */
  mfaEncryptionKey: string;
  /** AES-256-GCM key (32 bytes, base64) for payout account details at rest. */
  paymentEncryptionKey: string;
  /** True when the admin credentials were generated for local development. */
  generated: boolean;
}

type Persisted = Omit<PlatformSecrets, 'generated'>;

const envNames: Record<keyof Persisted, string> = {
  adminUsername: 'ADMIN_USERNAME',
  adminPassword: 'ADMIN_PASSWORD',
  internalToken: 'INTERNAL_TOKEN',
  cardEncryptionKey: 'CARD_ENCRYPTION_KEY',
  mfaEncryptionKey: 'MFA_ENCRYPTION_KEY',
  paymentEncryptionKey: 'PAYMENT_ENCRYPTION_KEY',
};

/** The variables `npm start` fills with a generated value when the environment does not set them. */
export const generatedSecretVariables: readonly string[] = Object.values(envNames);

const aesKey = () => crypto.randomBytes(32).toString('base64');

const generators: Record<keyof Persisted, () => string> = {
  adminUsername: () => 'admin',
  adminPassword: () => crypto.randomBytes(18).toString('base64url'),
  internalToken: () => crypto.randomBytes(24).toString('base64url'),
  cardEncryptionKey: aesKey,
  mfaEncryptionKey: aesKey,
  paymentEncryptionKey: aesKey,
};

/**
 * Secrets for a local run. A value given in the environment wins and is never written to disk;
 * any other is generated once and kept (mode 0600) in the data directory, so the development admin
 * password stays the same and data encrypted at rest stays readable across restarts.
 */
export function loadOrCreateSecrets(env: NodeJS.ProcessEnv, dataDir?: string): PlatformSecrets {
  const file = dataDir ? path.join(dataDir, 'dev-secrets.json') : undefined;
  const stored: Partial<Persisted> =
    file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const secrets = {} as Persisted;
  const toPersist: Partial<Persisted> = {};
  for (const key of Object.keys(envNames) as Array<keyof Persisted>) {
    const fromEnv = env[envNames[key]];
    if (fromEnv) secrets[key] = fromEnv;
    else toPersist[key] = secrets[key] = stored[key] ?? generators[key]();
  }
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(toPersist, null, 2) + '\n', { mode: 0o600 });
  }
  return { ...secrets, generated: !env.ADMIN_PASSWORD };
}

/** The secrets as the services' environment variables. */
export function secretEnvironment(secrets: PlatformSecrets): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(envNames) as Array<keyof Persisted>).map((key) => [envNames[key], secrets[key]]),
  );
}
