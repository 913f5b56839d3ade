import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMongoServer } from '@cardbridge/embedded-mongo';
import { acquireTestDatabaseServer } from './testing/test-database';
import type { TestDatabaseServer } from './testing/test-database';

const fixture = fileURLToPath(new URL('./testing/fixtures/slow-service.ts', import.meta.url));

interface Child {
  process: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function startChild(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { process: child, stdout: () => out, stderr: () => err, exit };
}

async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The child's URL once it listens and answers /readyz 200. */
async function readyBaseUrl(child: Child): Promise<string> {
  const port = await waitFor(() => listeningPort(child), 'the listening line');
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => ((await fetch(`${baseUrl}/readyz`)).status === 200 ? true : undefined),
    'readiness',
  );
  return baseUrl;
}

function listeningPort(child: Child): number | undefined {
  const line = child
    .stdout()
    .split('\n')
    .find((l) => l.includes('"msg":"slow listening"'));
  return line ? (JSON.parse(line) as { port: number }).port : undefined;
}

describe('runService', () => {
  let database: TestDatabaseServer;
  beforeAll(async () => {
    database = await acquireTestDatabaseServer();
  });
  afterAll(() => database.release());

  it('exits 1 naming every bad variable when the config is invalid', async () => {
    const child = startChild({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await child.exit).toBe(1);
    expect(child.stderr()).toContain('slow: Invalid configuration:');
    expect(child.stderr()).toContain('PORT: must be a port number');
    expect(child.stderr()).toContain('MONGODB_URI: is required');
    expect(child.stderr()).toContain('LOG_LEVEL: must be one of');
  });

  it('exits 1 saying so when its port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, () => resolve()));
    const { port } = blocker.address() as AddressInfo;
    try {
      const child = startChild({ PORT: String(port), MONGODB_URI: database.uri });
      expect(await child.exit).toBe(1);
      expect(child.stdout()).toContain('"msg":"could not listen"');
      expect(child.stdout()).toContain('EADDRINUSE');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('answers 503 within a second, and /readyz turns 503, when its database goes away', async () => {
    const own = await startMongoServer({ inMemory: true });
    const child = startChild({ PORT: '0', MONGODB_URI: own.uri });
    try {
      const baseUrl = await readyBaseUrl(child);
      expect((await fetch(`${baseUrl}/count`)).status).toBe(200);

      await own.stop();
      // No hang and no 500: a clear 503 (the bound is far below the 10-30 s a driver would wait).
      const during = await fetch(`${baseUrl}/count`, { signal: AbortSignal.timeout(3000) });
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('1');
      expect(await during.json()).toEqual({
        message: 'The service cannot reach its database; please try again shortly',
      });
      await waitFor(
        async () => ((await fetch(`${baseUrl}/readyz`)).status === 503 ? true : undefined),
        'readiness to turn 503',
      );
    } finally {
      child.process.kill('SIGKILL');
      await child.exit;
      await own.stop().catch(() => {});
    }
  });

  it("starts its workers once listening and connected, and lets a worker's round finish on SIGTERM", async () => {
    const child = startChild({ PORT: '0', MONGODB_URI: database.uri, WORKER_ROUND_MS: '800' });
    try {
      await waitFor(
        () => (child.stdout().includes('worker round started') ? true : undefined),
        'the worker round to start',
      );
      const lines = child.stdout().split('\n');
      const listening = lines.findIndex((l) => l.includes('"msg":"slow listening"'));
      const started = lines.findIndex((l) => l.includes('worker round started'));
      expect(listening).toBeGreaterThanOrEqual(0);
      // Local runs listen on loopback only (HOST unset): reachable through the gateway alone.
      expect(JSON.parse(lines[listening] ?? '{}')).toMatchObject({ host: '127.0.0.1' });
      expect(started).toBeGreaterThan(listening);
      expect(JSON.parse(lines[started] ?? '{}')).toMatchObject({ dbOpenAtStart: true });
      // Every line names a trace: start-up's own, and each worker round its own.
      const traceOf = (line: string | undefined) =>
        (JSON.parse(line ?? '{}') as { trace_id?: string }).trace_id;
      expect(traceOf(lines[listening])).toMatch(/^[0-9a-f]{32}$/);
      expect(traceOf(lines[started])).toMatch(/^[0-9a-f]{32}$/);
      expect(traceOf(lines[started])).not.toBe(traceOf(lines[listening]));

      child.process.kill('SIGTERM');
      expect(await child.exit).toBe(0);
      const out = child.stdout();
      // The round ended before the database was closed, and before the process said stopped.
      expect(out).toMatch(/"dbOpen":true[^\n]*"msg":"worker round finished"/);
      // By the lines' own clocks: under load, lines written a millisecond apart can reach the
      // pipe in either order.
      const at = (msg: string) =>
        out
          .split('\n')
          .filter((line) => line.includes(`"msg":"${msg}"`))
          .map((line) => (JSON.parse(line) as { time: number }).time)[0] ?? Number.NaN;
      expect(at('worker round finished')).toBeLessThanOrEqual(at('stopped'));
    } finally {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    }
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const child = startChild({ PORT: '0', MONGODB_URI: database.uri });
    try {
      const baseUrl = await readyBaseUrl(child);

      const inFlight = fetch(`${baseUrl}/slow?ms=800`);
      await waitFor(
        () => (child.stdout().includes('slow request started') ? true : undefined),
        'the request to start',
      );
      child.process.kill('SIGTERM');

      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ finished: true });
      expect(await child.exit).toBe(0);
      expect(child.stdout()).toContain('"msg":"shutting down"');
      expect(child.stdout()).toContain('"msg":"stopped"');
      await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    } finally {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    }
  });
});
