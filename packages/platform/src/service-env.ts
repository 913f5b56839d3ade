import type { ServiceName } from '@cardbridge/topology';
import { secretEnvironment, type PlatformSecrets } from './dev-secrets.js';

export interface ServiceEnvironmentOptions {
  mongoUri: string;
  ports: Record<ServiceName, number>;
  secrets: PlatformSecrets;
  /** Seller emails go through it when set; otherwise they are written to `mailDir`. */
  smtpUrl?: string | undefined;
  mailDir: string | null;
  /** The versioned remote store (chat reads its history and aborts failing canaries in it). */
  remotesDir?: string;
  /** The platform's own environment (PATH, NODE_ENV, LOG_LEVEL); nothing else is passed on. */
  parent: NodeJS.ProcessEnv;
  /** Overrides, e.g. a test's. */
  extra?: NodeJS.ProcessEnv | undefined;
}

/**
 * What every service is started with under `npm start`: the database, each neighbour's URL
 * (`<NAME>_URL`), every generated secret and the mail settings. A service ignores the keys its
 * config does not read, so all four get the same set.
 */
export function serviceEnvironment(o: ServiceEnvironmentOptions): NodeJS.ProcessEnv {
  const urls = Object.fromEntries(
    Object.entries(o.ports).map(([name, port]) => [
      `${name.toUpperCase()}_URL`,
      `http://127.0.0.1:${port}`,
    ]),
  );
  return {
    PATH: o.parent.PATH,
    NODE_ENV: o.parent.NODE_ENV ?? 'development',
    LOG_LEVEL: o.parent.LOG_LEVEL ?? 'info',
    MONGODB_URI: o.mongoUri,
    ...secretEnvironment(o.secrets),
    ...(o.smtpUrl ? { SMTP_URL: o.smtpUrl } : { MAIL_DIR: o.mailDir ?? undefined }),
    ...urls,
    ...(o.remotesDir ? { REMOTES_DIR: o.remotesDir } : {}),
    ...o.extra,
  };
}
