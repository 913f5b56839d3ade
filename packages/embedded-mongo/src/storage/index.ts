/**
 * The embedded server's storage engine. `openStorage` replays the data directory (snapshot + log)
 * into `image` and returns the handle the server commits each write command through.
 */
import {
  DEFAULT_COMPACT_THRESHOLD_BYTES,
  DEFAULT_SPILL_THRESHOLD_BYTES,
  openDiskStorage,
} from './disk-storage';
import { openMemoryStorage } from './memory-storage';
import type { OpenStorage } from './types';

export const openStorage: OpenStorage = async (options) => {
  if (options.inMemory) return openMemoryStorage();
  if (!options.dbPath) throw new Error('openStorage needs a dbPath unless inMemory is set');
  return openDiskStorage({
    dbPath: options.dbPath,
    fsync: options.fsync ?? true,
    compactThresholdBytes: options.compactThresholdBytes ?? DEFAULT_COMPACT_THRESHOLD_BYTES,
    spillThresholdBytes: options.spillThresholdBytes ?? DEFAULT_SPILL_THRESHOLD_BYTES,
    valueSegmentBytes: options.valueSegmentBytes,
  });
};

export { DataDirLockedError } from './lock-file';
export type * from './types';
