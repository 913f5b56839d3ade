import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BSON } from 'bson';
import { afterEach } from 'vitest';
import { isSpilled, type StoredDoc, type StoreImage, type WalOp } from '../types';

const dirs: string[] = [];

/** A fresh data directory, removed after the test. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cb-storage-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

export const bson = (doc: Record<string, unknown>): Uint8Array => BSON.serialize(doc);

export const put = (coll: string, id: string, doc: Record<string, unknown>, db = 'app'): WalOp => ({
  op: 'put',
  db,
  coll,
  id,
  doc: bson({ _id: id, ...doc }),
});

export const del = (coll: string, id: string, db = 'app'): WalOp => ({
  op: 'delete',
  db,
  coll,
  id,
});

/** The documents of one collection as parsed objects, in the image's natural order. */
export function docsOf(image: StoreImage, coll: string, db = 'app'): Record<string, unknown>[] {
  const docs = image.get(db)?.get(coll)?.docs ?? new Map<string, StoredDoc>();
  return [...docs.values()].map((stored) =>
    BSON.deserialize(isSpilled(stored) ? stored.skeleton : stored),
  );
}

export const idsOf = (image: StoreImage, coll: string, db = 'app'): string[] => [
  ...(image.get(db)?.get(coll)?.docs.keys() ?? []),
];
