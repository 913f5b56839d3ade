import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const guardDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guard');

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** The program's own pid (for nginx: the guard that runs it). */
  readonly pid: number | undefined;
  /** Resolves when the process has exited, however it ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM to its process group, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  /** A Node script run with this Node (`node`), or any other program (`exec`). */
  kind: 'node' | 'exec';
  /** The script (`node`) or program (`exec`) to run. */
  command: string;
  args: string[];
  /** Node's own flags before the script (`node` only), e.g. `['--import', 'tsx']`. */
  nodeArgs?: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where output goes: a file path (tests) or a stream (npm start, prefixed per line). */
  output: string | Writable;
}

/**
 * Starts a long-running child that never outlives the platform: it leads its own process group
 * (a terminal's Ctrl+C reaches only the platform, which then stops children in order, and a stop
 * takes the child's own children with it), and it holds a pipe from the platform on stdin that
 * closes when the platform dies, even by kill -9 (see guard/).
 */
export function spawnManaged(o: SpawnOptions): ManagedProcess {
  const [command, args] =
    o.kind === 'node'
      ? [
          process.execPath,
          [
            '--import',
            path.join(guardDir, 'parent-guard.mjs'),
            ...(o.nodeArgs ?? []),
            o.command,
            ...o.args,
          ],
        ]
      : [process.execPath, [path.join(guardDir, 'run-guarded.mjs'), o.command, ...o.args]];
  const child = spawn(command, args, {
    cwd: o.cwd,
    env: { ...o.env, CARDBRIDGE_PARENT_GUARD: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  // The pipe is only a lifeline: nothing is written, and the platform may exit while it is open.
  child.stdin?.on('error', () => {});
  const sink = typeof o.output === 'string' ? fs.createWriteStream(o.output, { flags: 'a' }) : null;
  const prefix = `[${o.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      if (sink) sink.write(chunk);
      else {
        const text = chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`);
        (o.output as Writable).write(prefix + text);
      }
    });
  }
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      // A run ends with its whole group: nginx's workers must not hold the port after their
      // master was killed, or the next run could not bind it.
      signalGroup('SIGKILL');
      resolve({ code, signal });
    });
    child.once('error', () => resolve({ code: 127, signal: null }));
  });
  return {
    name: o.name,
    child,
    pid: child.pid,
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup('SIGTERM');
        const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      child.stdin?.destroy();
      sink?.end();
    },
  };
}
