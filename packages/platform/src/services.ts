import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { spawnManaged, type ManagedProcess } from './child-process.js';
import { repoRoot, type ServiceName } from './paths.js';

export interface ServiceStartOptions {
  name: ServiceName;
  port: number;
  env: NodeJS.ProcessEnv;
  output: string | Writable;
  readyTimeoutMs?: number;
}

/** Runs a built service (`services/<name>/dist/main.js`) and waits until GET /readyz answers 200. */
export async function startService(o: ServiceStartOptions): Promise<ManagedProcess> {
  const entry = path.join(repoRoot, 'services', o.name, 'dist/main.js');
  if (!fs.existsSync(entry)) {
    throw new Error(`${o.name}: ${entry} is missing; run "npm run build" first`);
  }
  const proc = spawnManaged({
    name: o.name,
    command: process.execPath,
    args: ['--enable-source-maps', entry],
    cwd: path.join(repoRoot, 'services', o.name),
    env: { ...o.env, PORT: String(o.port) },
    output: o.output,
  });
  try {
    await waitReady(proc, o.port, o.readyTimeoutMs ?? 30_000);
  } catch (error) {
    await proc.stop(1000);
    throw error;
  }
  return proc;
}

async function waitReady(proc: ManagedProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited with code ${proc.child.exitCode} before it was ready`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${proc.name} was not ready on port ${port} within ${timeoutMs} ms`);
}
