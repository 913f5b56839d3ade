import { startEmbedded, type MongoServerOptions, type RunningMongoServer } from './embedded';

export type { MongoServerOptions, RunningMongoServer } from './embedded';

/**
 * Starts an embedded MongoDB-compatible server. Defaults: ephemeral port, 127.0.0.1, and
 * in-memory storage unless a `dbPath` is given.
 */
export async function startMongoServer(
  options: MongoServerOptions = {},
): Promise<RunningMongoServer> {
  return (await startEmbedded(options)).server;
}
