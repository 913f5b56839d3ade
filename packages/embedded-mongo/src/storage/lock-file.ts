/**
 * One server per data directory: `mongod.lock` holds the owner's pid. A lock whose pid is no longer
 * running (the owner was killed) is stale and taken over. Two processes taking over the same stale
 * lock in the same instant could both succeed; starting two servers at once on one crashed
 * directory is not a case this guards.
 */
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = 'mongod.lock';

/** Locks held by this process, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `data directory ${path.dirname(lockPath)} is in use by process ${pid} ` +
        `(lock file ${lockPath}); stop that server or choose another dbPath`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(lockPath, 'utf8')).trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

export interface DirLock {
  release(): Promise<void>;
}

/** Publishes a lock file that already holds our pid, so no reader ever sees it empty. */
async function tryCreate(lockPath: string): Promise<boolean> {
  const tmpPath = `${lockPath}.${process.pid}.tmp`;
  await writeFile(tmpPath, `${process.pid}\n`);
  try {
    await link(tmpPath, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await unlink(tmpPath);
  }
}

export async function acquireLock(dir: string): Promise<DirLock> {
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await tryCreate(lockPath)) {
      heldHere.add(lockPath);
      return { release: () => release(lockPath) };
    }
    const owner = await readOwner(lockPath);
    const live =
      owner !== undefined &&
      (heldHere.has(lockPath) || (owner !== process.pid && isRunning(owner)));
    if (live) throw new DataDirLockedError(lockPath, owner);
    await unlink(lockPath).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
  throw new Error(`could not take the lock file ${lockPath}: it keeps being recreated`);
}

async function release(lockPath: string): Promise<void> {
  if (!heldHere.delete(lockPath)) return;
  if ((await readOwner(lockPath)) === process.pid) await unlink(lockPath);
}
