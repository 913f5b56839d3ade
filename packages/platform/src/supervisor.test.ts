import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnManaged } from './child-process.js';
import { freePort, waitForProcessPort } from './free-port.js';
import { supervise, type SupervisedProcess } from './supervisor.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-test-'));
let running: SupervisedProcess | undefined;
afterEach(() => running?.stop(1000));

/**
 * A program that exits 1 on its first `failures` runs (as a service whose database did not
 * answer in time does), then listens on `port`.
 */
function flakyProgram(failures: number, port: number): string {
  const runs = path.join(dir, `runs-${port}`);
  const script = path.join(dir, `flaky-${port}.mjs`);
  fs.writeFileSync(
    script,
    `import fs from 'node:fs';
     import net from 'node:net';
     const runs = fs.existsSync(${JSON.stringify(runs)}) ? Number(fs.readFileSync(${JSON.stringify(runs)}, 'utf8')) : 0;
     fs.writeFileSync(${JSON.stringify(runs)}, String(runs + 1));
     if (runs < ${failures}) process.exit(1);
     net.createServer().listen(${port}, '127.0.0.1');`,
  );
  return script;
}

async function superviseFlaky(failures: number) {
  const port = await freePort();
  const lines: string[] = [];
  const start = supervise({
    name: 'flaky',
    spawn: () =>
      spawnManaged({
        name: 'flaky',
        kind: 'node',
        command: flakyProgram(failures, port),
        args: [],
        output: path.join(dir, `flaky-${port}.log`),
      }),
    ready: (run) => waitForProcessPort(run, port, 10_000),
    log: (line) => lines.push(line),
    initialDelayMs: 50,
  });
  return { start, lines };
}

describe('supervise', () => {
  it('starts a first run again when it exits before it is ready', async () => {
    const { start, lines } = await superviseFlaky(2);
    running = await start;
    expect(running.restarts).toBe(0);
    const retried = (ms: number) =>
      new RegExp(
        `^flaky exited \\(1\\) before it listened on port \\d+; starting it again in ${ms} ms$`,
      );
    expect(lines).toEqual([
      expect.stringMatching(retried(50)),
      expect.stringMatching(retried(100)),
    ]);
  });

  it('fails the start, naming why, when every run of it exits before it is ready', async () => {
    const { start } = await superviseFlaky(3);
    await expect(start).rejects.toThrow(/^flaky exited \(1\) before it listened on port \d+$/);
  });
});
