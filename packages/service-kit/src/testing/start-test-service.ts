import { randomUUID } from 'node:crypto';
import { toRuntime } from '../app';
import type { ServiceApp, ServiceRuntime } from '../app';
import type { Env, ServiceConfig } from '../config';
import { createLogger } from '../logger';
import { closeDatabase, createDatabaseConnection, databaseName } from '../mongo';
import type { Connection } from '../mongo';
import type { ServiceDeps } from '../run-service';
import { captureLogs } from './log-capture';
import type { LogCapture } from './log-capture';
import { listen } from './listen';
import { acquireTestDatabaseServer } from './test-database';
import { startWorkers, stopWorkers } from '../workers/worker';
import type { Worker } from '../workers/worker';

export interface TestServiceOptions<C extends ServiceConfig, D extends ServiceDeps<C>> {
  /** Service name; the database is `cardbridge_<name>_test_<random>`. */
  name: string;
  /** The service's own `loadConfig`, given the test environment below. */
  loadConfig: (env: Env) => C;
  /** The service's app factory, exactly as `main` uses it. */
  createApp: (deps: D) => ServiceApp | ServiceRuntime;
  /** Start the app's background workers, as `runService` does (default true). */
  startWorkers?: boolean;
  /** Extra variables (secrets, URLs of other services); MONGODB_URI and PORT are set here. */
  env?: Env;
  /** Extra factory options beyond config, db and logger (e.g. shortened timeouts). */
  extraDeps?: Omit<D, keyof ServiceDeps<C>>;
}

export interface TestService<C extends ServiceConfig> {
  /** The app as built, e.g. to list the routes it mounts. */
  app: ServiceApp;
  /** `http://127.0.0.1:<port>`; call it with `fetch`. */
  baseUrl: string;
  config: C;
  /** The service's connection, to arrange or inspect stored data. */
  db: Connection;
  /** Every log line the service wrote. */
  logs: LogCapture;
  /** The app's background workers (started unless `startWorkers: false`). */
  workers: Worker[];
  /** Stops the server and the workers, drops the test database, closes the connection. */
  close: () => Promise<void>;
}

/**
 * Runs a service's real app on a free port against a real database: the embedded MongoDB, or
 * the server in `MONGODB_URI` when set. Each call gets its own database, so test files never
 * see each other's data. Resolves once the database is connected.
 */
export async function startTestService<C extends ServiceConfig, D extends ServiceDeps<C>>(
  options: TestServiceOptions<C, D>,
): Promise<TestService<C>> {
  const server = await acquireTestDatabaseServer();
  const config = options.loadConfig({
    LOG_LEVEL: 'info',
    ...options.env,
    MONGODB_URI: server.uri,
    PORT: '0',
  });
  const logs = captureLogs();
  const logger = createLogger({
    name: options.name,
    level: config.LOG_LEVEL,
    destination: logs.destination,
  });
  const dbName = `${databaseName(options.name)}_test_${randomUUID().slice(0, 8)}`;
  const db = createDatabaseConnection({ uri: server.uri, dbName });
  try {
    await db.asPromise();
  } catch (error) {
    await server.release();
    throw error;
  }
  const { app, workers } = toRuntime(
    options.createApp({ ...options.extraDeps, config, db, logger } as D),
  );
  const listening = await listen(app);
  if (options.startWorkers ?? true) startWorkers(workers);

  return {
    baseUrl: listening.baseUrl,
    app,
    config,
    db,
    logs,
    workers,
    close: async () => {
      await listening.close();
      await stopWorkers(workers);
      // A real server keeps databases; drop ours so repeated runs leave nothing behind.
      if (!server.embedded) await db.dropDatabase();
      await closeDatabase(db);
      await server.release();
    },
  };
}
