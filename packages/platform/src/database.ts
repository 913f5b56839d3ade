import { startMongoServer } from '@cardbridge/embedded-mongo';

export interface Database {
  uri: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * A real MongoDB when MONGODB_URI is given; otherwise the embedded MongoDB-compatible server,
 * durable in `dataDir` (npm start) or in memory (tests).
 */
export async function startDatabase(o: {
  mongoUri?: string;
  dataDir?: string;
  port?: number;
}): Promise<Database> {
  if (o.mongoUri) return { uri: o.mongoUri, embedded: false, stop: async () => {} };
  const server = await startMongoServer(
    o.dataDir
      ? { dbPath: o.dataDir, port: o.port ?? 0, fsync: true }
      : { inMemory: true, port: o.port ?? 0 },
  );
  return { uri: server.uri, embedded: true, stop: () => server.stop() };
}
