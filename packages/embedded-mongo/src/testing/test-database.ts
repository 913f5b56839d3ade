import { MongoClient, type Db } from 'mongodb';
import { startMongoServer, type RunningMongoServer } from '../index';

/**
 * The database a suite runs against: a real MongoDB when MONGODB_URI is set, otherwise an
 * embedded server started for this suite. Each suite passes its own database name.
 */
export interface TestDatabase {
  uri: string;
  dbName: string;
  client: MongoClient;
  db: Db;
  /** Whether the suite talks to the embedded server (some checks read its internals). */
  embedded: boolean;
  close(): Promise<void>;
}

export async function openTestDatabase(dbName: string): Promise<TestDatabase> {
  const external = process.env.MONGODB_URI;
  let server: RunningMongoServer | undefined;
  const uri = external ?? (server = await startMongoServer()).uri;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const db = client.db(dbName);
  await db.dropDatabase();
  return {
    uri,
    dbName,
    client,
    db,
    embedded: !external,
    async close() {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await server?.stop();
    },
  };
}
