import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openStorage } from './index';
import { idsOf, put, tempDir } from './testing/helpers';

const holder = fileURLToPath(new URL('./testing/fixtures/hold-lock.ts', import.meta.url));

/** Starts a process that opens `dbPath`; resolves with what it reported. */
function openInChild(dbPath: string): { child: ChildProcess; outcome: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dbPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const outcome = new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`child exited with ${code} before reporting`)));
  });
  return { child, outcome };
}

describe('data directory lock', () => {
  it('lets exactly one of two processes starting together open the directory', async () => {
    const dbPath = await tempDir();
    const racers = [openInChild(dbPath), openInChild(dbPath)];
    try {
      const outcomes = await Promise.all(racers.map((r) => r.outcome));
      expect(outcomes.sort()).toEqual(['locked', 'opened']);
    } finally {
      for (const { child } of racers) child.kill('SIGKILL');
    }
  });

  it('refuses a second open of the same directory, naming it', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await expect(openStorage({ dbPath })).rejects.toThrow(DataDirLockedError);
    await expect(openStorage({ dbPath })).rejects.toThrow(dbPath);
    await storage.close();
  });

  it('refuses a directory locked by another running process', async () => {
    const dbPath = await tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dbPath, 'mongod.lock'), `${other.pid}\n`);
      await expect(openStorage({ dbPath })).rejects.toThrow(
        `data directory ${dbPath} is in use by process ${other.pid}`,
      );
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    const dbPath = await tempDir();
    const first = await openStorage({ dbPath });
    await first.commit([put('c', 'a', {})]);
    await first.close();
    const dead = spawn(process.execPath, ['-e', '']);
    await once(dead, 'exit');
    await writeFile(path.join(dbPath, 'mongod.lock'), `${dead.pid}\n`);

    const storage = await openStorage({ dbPath });
    expect(idsOf(storage.image, 'c')).toEqual(['a']);
    expect(await readFile(path.join(dbPath, 'mongod.lock'), 'utf8')).toBe(`${process.pid}\n`);
    await storage.close();
  });

  it('releases the lock on close so the directory can be opened again', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.close();
    expect(await readdir(dbPath)).not.toContain('mongod.lock');
    const again = await openStorage({ dbPath });
    await again.close();
  });
});
