import mongoose from 'mongoose';
import type { Connection } from 'mongoose';

export type { Connection } from 'mongoose';

/** Each service owns one database on the shared server (docs/architecture.md#data-ownership). */
export function databaseName(service: string): string {
  return `cardbridge_${service}`;
}

export interface DatabaseOptions {
  uri: string;
  dbName: string;
  /** How long an operation waits for a reachable server (the first connection included). */
  serverSelectionTimeoutMS?: number;
}

/**
 * A dedicated connection (not mongoose's global one), so a service's models are bound to its
 * own database and tests can run several apps in one process. It starts connecting at once;
 * models can be registered on it before it is ready (mongoose buffers their queries).
 * Await `connection.asPromise()` to know it is connected.
 */
export function createDatabaseConnection({
  uri,
  dbName,
  serverSelectionTimeoutMS = 10_000,
}: DatabaseOptions): Connection {
  // A 500 ms heartbeat notices a database that went away within about half a second, so
  // readiness turns false and requests are refused fast instead of waiting on a dead server.
  return mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS,
    heartbeatFrequencyMS: 500,
  });
}

/** Readiness of a connection: connected, not merely connecting. */
export function isConnected(connection: Connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}

/** Closes the connection and its pool; safe to call on a connection that never connected. */
export async function closeDatabase(connection: Connection): Promise<void> {
  if (connection.readyState === mongoose.ConnectionStates.connecting) {
    // mongoose's close() waits for a pending first connection (up to the selection timeout);
    // closing the driver's client aborts it at once.
    await connection.getClient().close(true);
    return;
  }
  await connection.close();
}
