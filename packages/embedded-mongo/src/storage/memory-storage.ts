/**
 * `inMemory: true`: the same commit/compact/close contract with nothing on disk, for tests.
 */
import { LiveImage } from './live-image';
import { encodeOpsFrame } from './record-codec';
import type { Storage, StorageStats, WalOp } from './types';

export function openMemoryStorage(): Storage {
  const live = new LiveImage();
  let closed = false;
  let compactions = 0;
  const assertOpen = (): void => {
    if (closed) throw new Error('storage is closed');
  };
  return {
    image: live.dbs,
    spillThresholdBytes: undefined,
    readDoc(db: string, coll: string, id: string): Uint8Array | undefined {
      const stored = live.get(db, coll, id);
      // Nothing is spilled in memory: every op this storage applies is a plain put.
      return stored instanceof Uint8Array ? stored : undefined;
    },
    async commit(ops: WalOp[]): Promise<void> {
      assertOpen();
      // Encoding validates the ops exactly as the disk engine does and takes a private copy.
      const { owned } = encodeOpsFrame(ops);
      for (const op of owned) live.apply(op);
    },
    stats(): StorageStats {
      return {
        logBytes: 0,
        snapshotBytes: 0,
        liveBytes: live.liveBytes,
        compactions,
        truncatedBytes: 0,
        logWrites: 0,
      };
    },
    async compact(): Promise<void> {
      assertOpen();
      compactions += 1;
    },
    async close(): Promise<void> {
      closed = true;
    },
  };
}
