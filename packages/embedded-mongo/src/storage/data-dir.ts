/**
 * File layout of a data directory: `snapshot.bin` (state up to some log generation),
 * `wal-<generation>.log` (records after it, one file per generation) and `mongod.lock`.
 * A compaction starts a new generation, so writers keep appending while the snapshot is written.
 */
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

export const SNAPSHOT_FILE = 'snapshot.bin';
export const SNAPSHOT_TMP_FILE = 'snapshot.tmp';

const LOG_FILE = /^wal-(\d{10})\.log$/;

export const logFileName = (gen: number): string => `wal-${String(gen).padStart(10, '0')}.log`;

/** Generations of the log files present, ascending. */
export async function listLogGenerations(dir: string): Promise<number[]> {
  const gens: number[] = [];
  for (const name of await readdir(dir)) {
    const match = LOG_FILE.exec(name);
    if (match?.[1]) gens.push(Number(match[1]));
  }
  return gens.sort((a, b) => a - b);
}

/** Makes created, renamed and deleted entries of `dir` durable (a file's fsync does not). */
export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export const inDir = (dir: string, name: string): string => path.join(dir, name);
