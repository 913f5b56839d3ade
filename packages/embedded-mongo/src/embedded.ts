import { Catalog } from './engine/catalog';
import { DocCache } from './engine/doc-cache';
import { CursorManager } from './engine/cursors';
import { WireServer } from './server';
import { openStorage } from './storage/index';
import type { Storage } from './storage/types';

export interface MongoServerOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  inMemory?: boolean;
  fsync?: boolean;
  /**
   * Bytes of large documents kept parsed in memory once read (default 32 MiB). Documents over
   * 16 KiB live on disk (with `dbPath`) and are read through this cache.
   */
  cacheBytes?: number;
  /** Compact once the log (or the value files' garbage) passes this many bytes (default 64 MiB). */
  compactThresholdBytes?: number;
}

export interface RunningMongoServer {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** A running server plus its internals, for this package's own tests and benchmarks. */
export interface EmbeddedServer {
  server: RunningMongoServer;
  storage: Storage;
  catalog: Catalog;
}

export async function startEmbedded(options: MongoServerOptions = {}): Promise<EmbeddedServer> {
  const host = options.host ?? '127.0.0.1';
  const inMemory = options.inMemory ?? !options.dbPath;
  const storage = await openStorage({
    inMemory,
    dbPath: inMemory ? undefined : options.dbPath,
    fsync: options.fsync ?? true,
    compactThresholdBytes: options.compactThresholdBytes,
  });
  const catalog = Catalog.fromImage(
    storage.image,
    (db, coll, id) => storage.readDoc(db, coll, id),
    new DocCache(options.cacheBytes),
  );
  const wire = new WireServer({ catalog, cursors: new CursorManager(), storage });
  let port: number;
  try {
    port = await wire.listen(options.port ?? 0, host);
  } catch (err) {
    await storage.close();
    throw err;
  }
  let stopped: Promise<void> | undefined;
  const server: RunningMongoServer = {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/?directConnection=true`,
    port,
    stop() {
      stopped ??= wire.close().then(() => storage.close());
      return stopped;
    },
  };
  return { server, storage, catalog };
}
