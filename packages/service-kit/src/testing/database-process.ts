import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { embeddedServerNodeFlags } from '@cardbridge/embedded-mongo/node-flags';

/**
 * The database a benchmark talks to, in a process of its own as in a deployment: `MONGODB_URI`
 * when set (a real MongoDB), else the embedded MongoDB-compatible server started through its
 * `cardbridge-mongo` command, in memory, on a free port. Sets `MONGODB_URI` for the service the
 * benchmark starts next. With the database in the benchmark's own process, its work and the
 * service's shared one thread, and ten requests at once queued behind both.
 */
export async function startDatabaseProcess(): Promise<{
  where: string;
  stop: () => Promise<void>;
}> {
  if (process.env.MONGODB_URI) return { where: 'MONGODB_URI', stop: async () => {} };
  const bin = new URL(
    '../bin/cardbridge-mongo.mjs',
    import.meta.resolve('@cardbridge/embedded-mongo'),
  );
  const args = [...embeddedServerNodeFlags, bin.pathname, '--in-memory', '--port', '0'];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let uri: string | undefined;
  for await (const line of lines) {
    uri = /^listening on (\S+)/.exec(line)?.[1];
    if (uri) break;
  }
  if (!uri) throw new Error('the embedded database did not start');
  // Whatever it prints later is let through, so a full pipe never stalls it.
  child.stdout.pipe(process.stderr);
  process.env.MONGODB_URI = uri;
  return {
    where: 'embedded database in its own process',
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
