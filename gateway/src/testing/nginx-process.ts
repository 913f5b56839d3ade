import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConfig, type NginxConfigOptions } from '../index.js';

export const nginxBinary = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
  stderr(): string;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
}

/** Renders the config into `prefix` and runs the real nginx binary in the foreground. */
export async function startNginx(
  o: Omit<NginxConfigOptions, 'port' | 'prefix'>,
  prefix: string,
): Promise<RunningNginx> {
  fs.mkdirSync(prefix, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConfig({ ...o, port, prefix }));
  const child = spawn(nginxBinary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/**
 * Runs `nginx -t` on the config `render` writes for a temporary prefix; throws nginx's own
 * message when it refuses the config.
 */
export function checkNginxConfig(render: (prefix: string) => string): void {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-conf-'));
  try {
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(conf, render(prefix));
    const args = ['-t', '-q', '-p', prefix, '-c', conf, '-g', 'daemon off;'];
    const result = spawnSync(nginxBinary, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx -t refused the config:\n${result.stderr}`);
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}
