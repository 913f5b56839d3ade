import { startMongoServer } from '@cardbridge/embedded-mongo';
import type { RunningMongoServer } from '@cardbridge/embedded-mongo';
import { testMongoUri } from './config';

export interface TestDatabaseServer {
  uri: string;
  /** True when this file's tests run against the embedded server. */
  embedded: boolean;
  release: () => Promise<void>;
}

let embedded: Promise<RunningMongoServer> | undefined;
let users = 0;

/**
 * Hands out the test MongoDB. The embedded server is shared by the apps of one test file and
 * stopped when the last of them is closed, so no server outlives its file in a reused worker.
 */
export async function acquireTestDatabaseServer(): Promise<TestDatabaseServer> {
  const real = testMongoUri();
  if (real) return { uri: real, embedded: false, release: async () => {} };

  users += 1;
  embedded ??= startMongoServer({ inMemory: true });
  const server = await embedded;
  let released = false;
  return {
    uri: server.uri,
    embedded: true,
    release: async () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      embedded = undefined;
      await server.stop();
    },
  };
}
