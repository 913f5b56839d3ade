import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startPlatform, type RunningPlatform } from '@cardbridge/platform';
import { signUpThroughApi } from '../support/sign-up-link';
import { browserTestsSkipped } from '../support/skip';
import { until } from '../support/until';
import { relaxedLimits } from '../support/relaxed-limits';

// npm start supervises every process it starts (docs/product.md#operations): a process killed
// with -9 comes back on its own, the gateway answers JSON at once while it is down, no
// acknowledged write is lost, and nothing outlives the platform.

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(browserTestsSkipped())('the supervised platform', () => {
  let platform: RunningPlatform;
  let dataDir: string;
  let logDir: string;
  const account = { email: 'kim.supervised@example.com', password: 'correct horse battery' };

  const api = (p: string, init: RequestInit = {}) =>
    fetch(`${platform.url}${p}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: platform.url, ...init.headers },
      signal: AbortSignal.timeout(5000),
    });
  const login = () => api('/api/auth/login', { method: 'POST', body: JSON.stringify(account) });
  const platformLog = () => fs.readFileSync(path.join(logDir, 'platform.log'), 'utf8');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-supervised-'));
    logDir = path.join(dataDir, 'logs');
    platform = await startPlatform({
      gateway: 'nginx',
      dataDir,
      logDir,
      ...relaxedLimits,
      env: { LOG_LEVEL: 'warn' },
    });
  });
  afterAll(() => platform?.stop());

  it.each(['identity', 'submissions', 'payments', 'chat'] as const)(
    'restarts %s after kill -9; meanwhile the gateway answers JSON at once',
    async (name) => {
      const probe = {
        identity: '/api/auth/me',
        submissions: '/api/brands',
        payments: '/api/payment-methods',
        chat: '/api/chat/messages',
      }[name];
      const before = platform.processes[name]!.pid!;
      process.kill(before, 'SIGKILL');

      const down = await api(probe);
      expect(down.status).toBeGreaterThanOrEqual(500);
      expect(down.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await down.json()) as { message: string }).message).toMatch(/unavailable/i);

      await until(`${name} restarted`, async () =>
        platformLog().includes(`${name} restarted`) ? true : undefined,
      );
      expect(platformLog()).toContain(`${name} exited (signal SIGKILL)`);
      expect(platform.processes[name]!.pid).not.toBe(before);
      // Back: the service answers (401 for a signed-out caller counts: it is the service).
      expect((await api(probe)).status).toBeLessThan(500);
    },
  );

  it('restarts the database after kill -9 without losing an acknowledged write', async () => {
    const register = await signUpThroughApi(
      platform.url,
      { ...account, username: 'kimsupervised', firstName: 'Kim', lastName: 'S' },
      platform.mailDir ?? '',
    );
    expect(register.status).toBe(201);

    process.kill(platform.processes.database!.pid!, 'SIGKILL');
    // While it restarts, every answer is either served or a clear 503, never a 500 or a hang
    // (packages/service-kit's run-service test pins the 503 itself).
    const seen = new Set<number>();
    const back = await until('sign-in after the database restart', async () => {
      const res = await login();
      seen.add(res.status);
      if (res.status === 503) {
        expect(await res.json()).toEqual({
          message: 'The service cannot reach its database; please try again shortly',
        });
      }
      return res.status === 200 && platformLog().includes('database restarted') ? res : undefined;
    });
    expect([...seen].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(((await back.json()) as { user: { email: string } }).user.email).toBe(account.email);
  });

  it('restarts nginx after kill -9', async () => {
    const nginxPid = Number(fs.readFileSync(path.join(dataDir, 'gateway/nginx.pid'), 'utf8'));
    process.kill(nginxPid, 'SIGKILL');
    await until('gateway restarted', async () =>
      platformLog().includes('gateway restarted') ? true : undefined,
    );
    expect(platformLog()).toContain('gateway exited');
    expect((await api('/api/auth/me')).status).toBe(200);
  });

  it('refuses to start when the gateway port is taken, naming it', async () => {
    const port = Number(new URL(platform.url).port);
    await expect(startPlatform({ gateway: 'nginx', port })).rejects.toThrow(
      `Port ${port} (gateway) is already in use`,
    );
    // The running platform is untouched.
    expect((await api('/api/auth/me')).status).toBe(200);
  });

  it('leaves no process behind when the platform itself is killed with -9', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/platform-child.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PLATFORM_LOG_DIR: path.join(dataDir, 'child-logs') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      readline
        .createInterface({ input: child.stdout! })
        .on('line', (text) => text.startsWith('{') && resolve(text));
      child.once('exit', (code) => reject(new Error(`platform exited with ${code}`)));
    });
    const { url, pids } = JSON.parse(line) as { url: string; pids: Record<string, number> };
    expect(Object.keys(pids).sort()).toEqual([
      'chat',
      'database',
      'gateway',
      'identity',
      'payments',
      'submissions',
    ]);
    expect((await fetch(`${url}/api/auth/me`)).status).toBe(200);

    child.kill('SIGKILL');
    await until('every child gone', async () =>
      Object.values(pids).every((pid) => !alive(pid)) ? true : undefined,
    );
    await expect(
      fetch(`${url}/api/auth/me`, { signal: AbortSignal.timeout(2000) }),
    ).rejects.toThrow();
  });
});
