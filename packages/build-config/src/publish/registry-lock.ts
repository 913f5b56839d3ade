import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'registry.lock';
/** A lock older than this belongs to a process that died mid-change: it is taken over. */
const STALE_MS = 30_000;
const WAIT_MS = 10_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs one registry change (read, check, write, record) while holding `<root>/registry.lock`,
 * created with O_EXCL: two operators (or an operator and the automatic abort) changing the same
 * store take turns, so an abort racing a promote finds the canary already gone, or the reverse,
 * and exactly one of them wins. Readers (the gateway, the shell) never take it: they see the
 * old or the new registry, which is swapped by a rename.
 */
export function withRegistryLock<T>(root: string, change: () => T): T {
  fs.mkdirSync(root, { recursive: true });
  const lock = path.join(root, LOCK_FILE);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) {
        throw new Error(`${lock} is held by another change; try again (delete it if none runs)`);
      } else sleep(20 + Math.random() * 30);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
