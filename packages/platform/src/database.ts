import type { Writable } from 'node:stream';
import { embeddedServerNodeFlags } from '@cardbridge/embedded-mongo/node-flags';
import { commands, resolveBin } from './bins.js';
import { spawnManaged } from './child-process.js';
import { freePort, waitForProcessPort } from './free-port.js';
import { repoRoot } from './paths.js';
import { supervise, type SupervisedProcess } from './supervisor.js';

export interface Database {
  uri: string;
  embedded: boolean;
  /** The supervised embedded server; absent for a real MongoDB. */
  process?: SupervisedProcess;
  stop(): Promise<void>;
}

/**
 * A real MongoDB when MONGODB_URI is given; otherwise the embedded MongoDB-compatible server in a
 * supervised process of its own (`cardbridge-mongo`), durable in `dataDir` (npm start) or in
 * memory (tests). Its port stays the same across restarts, so services simply reconnect.
 */
export async function startDatabase(o: {
  mongoUri?: string;
  dataDir?: string;
  port?: number;
  output: string | Writable;
  log: (line: string) => void;
}): Promise<Database> {
  if (o.mongoUri) return { uri: o.mongoUri, embedded: false, stop: async () => {} };
  const port = o.port || (await freePort());
  const storage = o.dataDir ? ['--dbpath', o.dataDir] : ['--in-memory'];
  const proc = await supervise({
    name: 'database',
    spawn: () =>
      spawnManaged({
        name: 'database',
        kind: 'node',
        nodeArgs: [...embeddedServerNodeFlags],
        command: resolveBin(commands.database),
        args: ['--port', String(port), ...storage],
        cwd: repoRoot,
        env: { PATH: process.env.PATH },
        output: o.output,
      }),
    ready: (run) => waitForProcessPort(run, port, 30_000),
    log: o.log,
  });
  return {
    uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    embedded: true,
    process: proc,
    stop: () => proc.stop(10_000),
  };
}
