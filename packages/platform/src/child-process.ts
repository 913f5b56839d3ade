import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Writable } from 'node:stream';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where output goes: a file path (tests) or a stream (npm start, prefixed per line). */
  output: string | Writable;
}

/** Starts a long-running child whose output is kept apart from the caller's. */
export function spawnManaged(o: SpawnOptions): ManagedProcess {
  const child = spawn(o.command, o.args, {
    cwd: o.cwd,
    env: o.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name: o.name,
    child,
    async stop(graceMs = 5000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      sink?.end();
    },
  };
}
