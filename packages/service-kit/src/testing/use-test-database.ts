import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { closeDatabase, createDatabaseConnection } from '../mongo';
import type { Connection } from '../mongo';
import { acquireTestDatabaseServer } from './test-database';
import type { TestDatabaseServer } from './test-database';

/**
 * A database of its own for one test file (`<prefix>_<random>`), opened before its tests and
 * dropped and closed after them. Answers a getter: the connection exists once `beforeAll` ran.
 */
export function useTestDatabase(prefix: string): () => Connection {
  let database: TestDatabaseServer;
  let db: Connection | undefined;
  beforeAll(async () => {
    database = await acquireTestDatabaseServer();
    db = createDatabaseConnection({
      uri: database.uri,
      dbName: `${prefix}_${randomUUID().slice(0, 8)}`,
    });
    await db.asPromise();
  });
  afterAll(async () => {
    if (!db) return;
    await db.dropDatabase();
    await closeDatabase(db);
    await database.release();
  });
  return () => {
    if (!db) throw new Error('the test database opens in beforeAll');
    return db;
  };
}
