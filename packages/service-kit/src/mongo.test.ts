import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startMongoServer } from '@cardbridge/embedded-mongo';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app';
import { createLogger } from './logger';
import { closeDatabase, createDatabaseConnection, isConnected } from './mongo';
import { listen } from './testing/listen';

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('database connection', () => {
  it('makes /readyz answer 503 until the database is connected, then 200', async () => {
    const port = await unusedPort();
    const db = createDatabaseConnection({
      uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
      dbName: 'cardbridge_readiness',
      serverSelectionTimeoutMS: 20_000,
    });
    const app = createServiceApp({
      logger: createLogger({ name: 'demo', level: 'silent' }),
      readiness: () => isConnected(db),
    });
    const http = await listen(app);
    try {
      const before = await fetch(`${http.baseUrl}/readyz`);
      expect(before.status).toBe(503);

      const mongo = await startMongoServer({ port, inMemory: true });
      try {
        await db.asPromise();
        const after = await fetch(`${http.baseUrl}/readyz`);
        expect(after.status).toBe(200);
        expect(await after.json()).toEqual({ status: 'ready' });
      } finally {
        await closeDatabase(db);
        await mongo.stop();
      }
    } finally {
      await http.close();
    }
  });

  it('closes at once while the first connection is still pending', async () => {
    const port = await unusedPort();
    const db = createDatabaseConnection({
      uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
      dbName: 'cardbridge_pending',
      serverSelectionTimeoutMS: 20_000,
    });
    const pending = db.asPromise().catch(() => 'aborted');
    const started = Date.now();
    await closeDatabase(db);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await pending).toBe('aborted');
  });
});
