/**
 * Replays log files at open. The last file's tail may be torn by a crash mid-append (partial
 * frame, garbage, bad checksum): it is cut off at the last intact record. Earlier files were
 * complete before the next generation began, so damage there is reported rather than cut.
 */
import { open } from 'node:fs/promises';
import { inDir, logFileName } from './data-dir';
import { scanFrames } from './frame';
import type { LiveImage } from './live-image';
import { decodeRecord } from './record-codec';

export interface ReplayResult {
  /** Bytes of each replayed log file after any truncation. */
  sizes: Map<number, number>;
  truncatedBytes: number;
}

export async function replayLogs(
  dir: string,
  gens: number[],
  live: LiveImage,
): Promise<ReplayResult> {
  const sizes = new Map<number, number>();
  let truncatedBytes = 0;
  for (const [i, gen] of gens.entries()) {
    const logPath = inDir(dir, logFileName(gen));
    const fh = await open(logPath, 'r+');
    try {
      const scan = await scanFrames(fh, (payload) => {
        const record = decodeRecord(payload);
        if (record.kind !== 'ops') throw new Error(`log ${logPath} holds a ${record.kind} record`);
        for (const op of record.ops) live.apply(op);
      });
      if (scan.tornReason) {
        if (i !== gens.length - 1) {
          throw new Error(
            `log ${logPath} is damaged at byte ${scan.goodBytes} (${scan.tornReason}) ` +
              'but is not the newest log, so this is not a torn write; refusing to drop later records',
          );
        }
        await fh.truncate(scan.goodBytes);
        await fh.sync();
        truncatedBytes += scan.fileBytes - scan.goodBytes;
      }
      sizes.set(gen, scan.goodBytes);
    } finally {
      await fh.close();
    }
  }
  return { sizes, truncatedBytes };
}
