import type { Writable } from 'node:stream';
import { serviceBin } from '@cardbridge/topology';
import { resolveBin } from './bins.js';
import { spawnManaged, type ManagedProcess } from './child-process.js';
import { repoRoot, type ServiceName } from './paths.js';
import { supervise, type SupervisedProcess } from './supervisor.js';

export interface ServiceStartOptions {
  name: ServiceName;
  /** The instance's name in logs and restarts (`submissions-2`); the service's name by default. */
  instanceName?: string;
  port: number;
  env: NodeJS.ProcessEnv;
  output: string | Writable;
  log: (line: string) => void;
  readyTimeoutMs?: number;
}

/**
 * Runs a built service by its bin (`cardbridge-<name>`) under supervision: the start waits until
 * GET /readyz answers 200, and a run that dies later is restarted on the same port.
 */
export async function startService(o: ServiceStartOptions): Promise<SupervisedProcess> {
  const entry = resolveBin(serviceBin(o.name));
  const name = o.instanceName ?? o.name;
  return supervise({
    name,
    spawn: () =>
      spawnManaged({
        name,
        kind: 'node',
        nodeArgs: ['--enable-source-maps'],
        command: entry,
        args: [],
        cwd: repoRoot,
        env: { ...o.env, PORT: String(o.port) },
        output: o.output,
      }),
    ready: (run) => waitReady(run, o.port, o.readyTimeoutMs ?? 30_000),
    log: o.log,
  });
}

async function waitReady(proc: ManagedProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(
        `${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}) before it was ready`,
      );
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
