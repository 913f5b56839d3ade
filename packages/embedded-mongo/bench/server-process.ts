/** The CLI server in its own process, for the benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs the CLI in its own process, as `npm start` runs the database apart from the services. */
export async function spawnServer(
  dbPath: string,
): Promise<{ uri: string; child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, '../src/cli.ts'), '--port', '0', '--dbpath', dbPath],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const uri = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /listening on (\S+)/.exec(chunk.toString());
      if (m) resolve(m[1]!);
    });
  });
  return { uri, child, startMs: performance.now() - started };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const rssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

