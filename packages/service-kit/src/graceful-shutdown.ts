import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { closeDatabase } from './mongo';
import type { Connection } from './mongo';
import { stopWorkers } from './workers/worker';
import type { Worker } from './workers/worker';

/**
 * Stops a service without dropping work: the server stops accepting, requests in flight are
 * answered (cut after `timeoutMs` if they hang), the workers finish their current round, then
 * the database connection is closed.
 */
export async function drain(
  {
    server,
    db,
    logger,
    workers = [],
  }: { server: Server; db: Connection; logger: Logger; workers?: readonly Worker[] },
  timeoutMs: number,
): Promise<void> {
  const forceClose = setTimeout(() => {
    logger.warn({ timeoutMs }, 'shutdown timeout: closing remaining connections');
    server.closeAllConnections();
  }, timeoutMs);
  forceClose.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would otherwise hold close() open until they time out.
  server.closeIdleConnections();
  await closed;
  clearTimeout(forceClose);
  await stopWorkers(workers);
  await closeDatabase(db);
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT and exits 0 when it is done (1 if it fails).
 * The listeners are one-shot, so a second Ctrl-C falls back to Node's immediate exit.
 */
export function exitOnSignal(logger: Logger, stop: () => Promise<void>): void {
  const onSignal = (signal: NodeJS.Signals) => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
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
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** A crash is logged as one JSON line with its stack, like everything else, before exiting. */
export function exitOnCrash(logger: Logger): void {
  const crash = (error: unknown) => {
    logger.fatal({ err: error }, 'crashed');
    process.exit(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
