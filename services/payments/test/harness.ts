import { randomUUID } from 'node:crypto';
import { startMongoServer } from '@cardbridge/embedded-mongo';
import { closeDatabase, createDatabaseConnection, createLogger } from '@cardbridge/service-kit';
import { listen } from '@cardbridge/service-kit/testing';
import { createPaymentsApp } from '../src/app';
import type { PaymentsConfig } from '../src/config';
import { createTestSessions } from './test-sessions';

export const internalToken = 'test-internal-token-0123456789';

/**
 * The payments app over real HTTP on a free port, against the embedded MongoDB (or the real
 * one named by MONGODB_URI), each run in a database of its own.
 */
export async function startPayments() {
  const mongo = process.env.MONGODB_URI ? undefined : await startMongoServer();
  const uri = process.env.MONGODB_URI ?? mongo?.uri ?? '';
  const db = createDatabaseConnection({
    uri,
    dbName: `cardbridge_payments_${randomUUID().slice(0, 8)}`,
  });
  await db.asPromise();
  const sessions = await createTestSessions();
  const config: PaymentsConfig = {
    PORT: 0,
    MONGODB_URI: uri,
    LOG_LEVEL: 'silent',
    IDENTITY_URL: 'http://127.0.0.1:9',
    INTERNAL_TOKEN: internalToken,
  };
  const logger = createLogger({ name: 'payments', level: 'silent' });
  const server = await listen(createPaymentsApp({ config, db, logger, guards: sessions.guards }));
  return {
    baseUrl: server.baseUrl,
    db,
    signIn: sessions.signIn,
    close: async () => {
      await server.close();
      await db.dropDatabase();
      await closeDatabase(db);
      await mongo?.stop();
    },
  };
}

export type PaymentsHarness = Awaited<ReturnType<typeof startPayments>>;
