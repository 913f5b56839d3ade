import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { toRuntime } from './app';
import type { ServiceApp, ServiceRuntime } from './app';
import { ConfigError } from './config';
import type { ServiceConfig } from './config';
import { createLogger } from './logger';
import { tracingEnv } from './config/tracing-env';
import { startTracing } from './tracing/start-tracing';
import type { Tracing } from './tracing/start-tracing';
import { inSpan } from './tracing/trace-context';
import { drain, exitOnCrash, exitOnSignal } from './graceful-shutdown';
import { startWorkers } from './workers/worker';
import { createDatabaseConnection, databaseName } from './mongo';
import type { Connection } from './mongo';

/** What a service's app factory receives, in `main` and in tests alike. */
export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> {
  config: C;
  db: Connection;
  logger: Logger;
}

export type CreateServiceApp<C extends ServiceConfig = ServiceConfig> = (
  deps: ServiceDeps<C>,
) => ServiceApp | ServiceRuntime;

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
  /**
   * Graceful stop without exiting: stop accepting, drain requests, stop the workers (waiting
   * for their current round), close the database.
   */
  stop: () => Promise<void>;
}

/**
 * A service's `main`: validated config, logger, database connection, HTTP server, graceful
 * shutdown. It listens before the database is connected, so liveness answers at once and
 * `/readyz` tells the runner when the service can take traffic. Every failure to start (bad
 * config, port taken, database unreachable) exits 1 with a message saying which.
 */
export async function runService<C extends ServiceConfig>({
  name,
  loadConfig,
  createApp,
  shutdownTimeoutMs = 10_000,
}: RunServiceOptions<C>): Promise<RunningService> {
  // Already started by the bin's dist/tracing.js in a real run; this call answers that one.
  const tracing = startTracing({ ...tracingEnv(), service: name });
  // Start-up as a trace of its own, so its log lines (and the shutdown's) carry a trace_id too.
  return inSpan(
    `${name} start`,
    () => start({ name, loadConfig, createApp, shutdownTimeoutMs }, tracing),
    { root: true },
  );
}

async function start<C extends ServiceConfig>(
  { name, loadConfig, createApp, shutdownTimeoutMs }: Required<RunServiceOptions<C>>,
  tracing: Tracing,
): Promise<RunningService> {
  const config = loadConfigOrExit(name, loadConfig);
  const logger = createLogger({ name, level: config.LOG_LEVEL });
  exitOnCrash(logger);

  const dbName = databaseName(name);
  // Fail fast while the database is unreachable (503 in under a second); at start-up a
  // database that is not there yet makes the service exit, and its supervisor starts it again.
  const db = createDatabaseConnection({
    uri: config.MONGODB_URI,
    dbName,
    serverSelectionTimeoutMS: 750,
  });
  let stopping = false;
  // Closing the connection on shutdown also emits 'disconnected'; only an unplanned loss warns.
  db.on('disconnected', () => {
    if (!stopping) logger.warn({ dbName }, 'database disconnected');
  });
  db.on('reconnected', () => logger.info({ dbName }, 'database reconnected'));

  const { app, workers } = toRuntime(createApp({ config, db, logger }));
  const server = createServer(app.callback());
  const port = await listenOrExit(server, config.HOST, config.PORT, logger);
  logger.info({ host: config.HOST, port }, `${name} listening`);
  // Workers start once the service listens and its database is connected: before that,
  // mongoose buffers model calls and a raw collection's find() has no cursor to limit.
  let workersStarted = false;

  const stop = () => {
    stopping = true;
    return drain(
      { server, db, logger, workers: workersStarted ? workers : [] },
      shutdownTimeoutMs,
    ).finally(() => tracing.shutdown());
  };
  exitOnSignal(logger, stop);

  db.asPromise().then(
    () => {
      logger.info({ dbName }, 'database connected');
      if (stopping) return;
      workersStarted = true;
      startWorkers(workers);
    },
    (error: unknown) => {
      if (stopping) return; // the shutdown aborted the pending connection
      const reason = error instanceof Error ? error.message : String(error);
      logger.fatal({ dbName, reason }, 'could not connect to the database');
      process.exit(1);
    },
  );

  return { server, db, logger, stop };
}

function loadConfigOrExit<C>(name: string, loadConfig: () => C): C {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger yet (its level is config); a plain line on stderr is what an operator reads.
    process.stderr.write(`${name}: ${error.message}\n`);
    process.exit(1);
  }
}

async function listenOrExit(
  server: Server,
  host: string,
  port: number,
  logger: Logger,
): Promise<number> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.fatal({ host, port, reason }, 'could not listen');
    process.exit(1);
  }
  return (server.address() as AddressInfo).port;
}
