import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInternalClient } from '../internal-client/internal-client';
import { createLogger } from '../logger';
import { closeDatabase, createDatabaseConnection } from '../mongo';
import type { Connection } from '../mongo';
import { captureLogs } from '../testing/log-capture';
import { acquireTestDatabaseServer } from '../testing/test-database';
import type { TestDatabaseServer } from '../testing/test-database';
import { createOutbox } from './outbox';
import { createOutboxRelay } from './outbox-relay';
import type { OutboxRelay } from './outbox-relay';

/** The receiver's row, shaped like @cardbridge/api-routes' internalRoutes. */
const ledgerCredits = { method: 'POST', path: '/internal/credits', service: 'ledger' } as const;

const fixture = fileURLToPath(new URL('../testing/fixtures/ledger-receiver.ts', import.meta.url));
const internalToken = 'test-internal-token-0123456789';
const logger = createLogger({
  name: 'outbox-kill-test',
  level: 'info',
  destination: captureLogs().destination,
});

let database: TestDatabaseServer;
let senderDb: Connection;
let ledgerDb: Connection;
const children: ChildProcess[] = [];
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  database = await acquireTestDatabaseServer();
  senderDb = createDatabaseConnection({
    uri: database.uri,
    dbName: `kill_sender_${randomUUID().slice(0, 8)}`,
  });
  // The receiver process runs `runService({ name: 'ledger' })`: its database is cardbridge_ledger.
  ledgerDb = createDatabaseConnection({ uri: database.uri, dbName: 'cardbridge_ledger' });
  await Promise.all([senderDb.asPromise(), ledgerDb.asPromise()]);
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
});

afterAll(async () => {
  if (!database.embedded) await senderDb.dropDatabase();
  await ledgerDb.dropDatabase();
  await closeDatabase(senderDb);
  await closeDatabase(ledgerDb);
  await database.release();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the receiver process on `port` and resolves once it answers readiness. */
async function startLedger(port: number, killAt: 'none' | 'after-apply' | 'inside-apply') {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      PORT: String(port),
      MONGODB_URI: database.uri,
      INTERNAL_TOKEN: internalToken,
      KILL_AT: killAt,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const exited = once(child, 'exit').then(
    ([code, signal]) => ({ code, signal }) as { code: number | null; signal: string | null },
  );
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error('ledger exited early');
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status !== 200) throw new Error('ledger not ready');
    },
    { timeout: 20_000, interval: 100 },
  );
  return { exited };
}

async function entriesFor(account: string) {
  return ledgerDb.collection('entries').find({ account }).toArray();
}

describe.each([
  // Killed after the inbox recorded it: the redelivery must not run it again.
  ['after applying, before answering', 'after-apply', 1],
  // Killed between the entry and the inbox record: the stale claim is taken over and run again,
  // and the entry keyed by the message id keeps the ledger right.
  ['between its write and the inbox record', 'inside-apply', 2],
] as const)('a receiver process SIGKILLed %s, then restarted', (_when, killAt, runs) => {
  it('books the message exactly once and empties the outbox', async () => {
    const port = await freePort();
    const outbox = createOutbox({
      db: senderDb,
      name: `kill_${killAt}_${randomUUID().slice(0, 8)}`,
    });
    const account = `acc-${randomUUID()}`;
    await outbox.enqueue({
      route: ledgerCredits,
      topic: 'order.approved',
      payload: { account, cents: 700 },
    });

    const first = await startLedger(port, killAt);
    const relay = createOutboxRelay({
      outbox,
      clients: [
        createInternalClient({
          service: 'ledger',
          baseUrl: `http://127.0.0.1:${port}`,
          internalToken,
          timeoutMs: 3_000,
        }),
      ],
      logger,
      intervalMs: 50,
      backoff: { baseMs: 100, maxMs: 1_000 },
    });
    relays.push(relay);
    relay.start();

    // The first delivery kills the process; the message stays in the outbox.
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect((await outbox.pending()).map((m) => m.payload.account)).toEqual([account]);

    await startLedger(port, 'none');
    await vi.waitFor(async () => expect(await outbox.pending()).toEqual([]), {
      timeout: 20_000,
      interval: 50,
    });
    const entries = await entriesFor(account);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ cents: 700 });
    const messageId = String(entries[0]?._id);
    const byId = (name: string) =>
      ledgerDb.collection<{ _id: string }>(name).findOne({ _id: messageId });
    expect(await byId('inbox')).toMatchObject({ state: 'applied' });
    expect(await byId('applications')).toMatchObject({ runs });
  });
});
