import { Catalog } from './engine/catalog';
import { CursorManager } from './engine/cursors';
import { WireServer } from './server';
import { openStorage } from './storage/index';

export interface MongoServerOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  inMemory?: boolean;
  fsync?: boolean;
}

export interface RunningMongoServer {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts an embedded MongoDB-compatible server. Defaults: ephemeral port, 127.0.0.1, and
 * in-memory storage unless a `dbPath` is given.
 */
export async function startMongoServer(
  options: MongoServerOptions = {},
): Promise<RunningMongoServer> {
  const host = options.host ?? '127.0.0.1';
  const inMemory = options.inMemory ?? !options.dbPath;
  const storage = await openStorage({
    inMemory,
    dbPath: inMemory ? undefined : options.dbPath,
    fsync: options.fsync ?? true,
  });
  const server = new WireServer({
    catalog: Catalog.fromImage(storage.image),
    cursors: new CursorManager(),
    storage,
  });
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    await storage.close();
    throw err;
  }
  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/?directConnection=true`,
    port,
    stop() {
      stopped ??= server.close().then(() => storage.close());
      return stopped;
    },
  };
}
