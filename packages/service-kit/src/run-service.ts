import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ServiceApp } from './app';
import { ConfigError } from './config';
import type { ServiceConfig } from './config';
import { createLogger } from './logger';
import { closeDatabase, createDatabaseConnection, databaseName } from './mongo';
import type { Connection } from './mongo';

/** What a service's app factory receives, in `main` and in tests alike. */
export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> {
  config: C;
  db: Connection;
  logger: Logger;
}

export type CreateServiceApp<C extends ServiceConfig = ServiceConfig> = (
  deps: ServiceDeps<C>,
) => ServiceApp;

export interface RunServiceOptions<C extends ServiceConfig> {
  /** Service name: log `service` field and database `cardbridge_<name>`. */
  name: string;
  /** The service's own `loadConfig` from its config.ts (reads process.env, throws ConfigError). */
  loadConfig: () => C;
  createApp: CreateServiceApp<C>;
  /** How long in-flight requests may take to finish after SIGTERM before being cut. */
  shutdownTimeoutMs?: number;
}

export interface RunningService {
  server: Server;
  db: Connection;
  logger: Logger;
  /** Graceful stop without exiting: stop accepting, drain requests, close the database. */
  stop: () => Promise<void>;
}

/**
 * A service's `main`: validated config, logger, database connection, HTTP server, graceful
 * shutdown. It listens before the database is connected, so liveness answers at once and
 * `/readyz` tells the runner when the service can take traffic.
 */
export async function runService<C extends ServiceConfig>({
  name,
  loadConfig,
  createApp,
  shutdownTimeoutMs = 10_000,
}: RunServiceOptions<C>): Promise<RunningService> {
  let config: C;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${name}: ${error.message}\n`);
    process.exit(1);
  }

  const logger = createLogger({ name, level: config.LOG_LEVEL });
  const dbName = databaseName(name);
  const db = createDatabaseConnection({ uri: config.MONGODB_URI, dbName });
  let stopping = false;
  // Closing the connection on shutdown also emits 'disconnected'; only an unplanned loss warns.
  db.on('disconnected', () => {
    if (!stopping) logger.warn({ dbName }, 'database disconnected');
  });
  db.on('reconnected', () => logger.info({ dbName }, 'database reconnected'));

  const app = createApp({ config, db, logger });
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ port, url: `http://localhost:${port}` }, `${name} listening`);

  const stop = async () => {
    const forceClose = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, shutdownTimeoutMs);
    forceClose.unref();
    // close() stops accepting and resolves once in-flight requests have been answered;
    // idle keep-alive sockets would otherwise hold it open.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    clearTimeout(forceClose);
    await closeDatabase(db);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  db.asPromise().then(
    () => logger.info({ dbName }, 'database connected'),
    (error: unknown) => {
      if (stopping) return; // the shutdown aborted the pending connection
      const reason = error instanceof Error ? error.message : String(error);
      logger.fatal({ dbName, reason }, 'could not connect to the database');
      process.exit(1);
    },
  );

  return { server, db, logger, stop };
}
