import { randomUUID } from 'node:crypto';
import { startMongoServer } from '@cardbridge/embedded-mongo';
import type { RunningMongoServer } from '@cardbridge/embedded-mongo';
import { closeDatabase, createDatabaseConnection, createLogger } from '@cardbridge/service-kit';
import type { Connection } from '@cardbridge/service-kit';
import { captureLogs, listen } from '@cardbridge/service-kit/testing';
import type { LogCapture } from '@cardbridge/service-kit/testing';
import { createIdentityApp } from '../src/app';
import type { IdentityConfig } from '../src/config';
import type { ThrottlePolicy } from '../src/login/throttle-policy';
import { HttpClient } from './http-client';

export const testAdmin = { username: 'ops-admin', password: 'admin-secret-123' };
export const internalToken = 'identity-test-internal-token';

export interface IdentityTestApp {
  baseUrl: string;
  db: Connection;
  logs: LogCapture;
  client: () => HttpClient;
  close: () => Promise<void>;
}

/** Shortened waits so the lockout can be exercised in a test. */
export const fastThrottlePolicy: ThrottlePolicy = {
  account: { slowAfter: 3, lockAfter: 5, baseDelayMs: 200, lockMs: 60_000, windowMs: 60_000 },
  address: { slowAfter: 50, lockAfter: 100, baseDelayMs: 200, lockMs: 60_000, windowMs: 60_000 },
};

let mongo: Promise<RunningMongoServer> | undefined;

/**
 * The real identity app on a free port against the embedded MongoDB (one server per test file,
 * a fresh database per app).
 */
export async function startIdentity(
  overrides: Partial<IdentityConfig> = {},
  throttlePolicy: ThrottlePolicy = fastThrottlePolicy,
): Promise<IdentityTestApp> {
  mongo ??= startMongoServer();
  const server = await mongo;
  const logs = captureLogs();
  const logger = createLogger({ name: 'identity', level: 'info', destination: logs.destination });
  const db = createDatabaseConnection({
    uri: server.uri,
    dbName: `identity_test_${randomUUID().slice(0, 8)}`,
  });
  await db.asPromise();
  const config: IdentityConfig = {
    PORT: 0,
    MONGODB_URI: server.uri,
    LOG_LEVEL: 'info',
    INTERNAL_TOKEN: internalToken,
    ADMIN_USERNAME: testAdmin.username,
    ADMIN_PASSWORD: testAdmin.password,
    ...overrides,
  };
  const app = createIdentityApp({ config, db, logger, throttlePolicy });
  const listening = await listen(app);
  return {
    baseUrl: listening.baseUrl,
    db,
    logs,
    client: () => new HttpClient(listening.baseUrl),
    close: async () => {
      await listening.close();
      await closeDatabase(db);
    },
  };
}

export async function stopMongo(): Promise<void> {
  if (mongo) await (await mongo).stop();
  mongo = undefined;
}

let counter = 0;

/** A valid, unique registration body. */
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ana',
    lastName: 'Lima',
    username: `ana_${tag}`,
    email: `ana.${tag}@example.com`,
    password: 'first-secret',
    ...overrides,
  };
}
