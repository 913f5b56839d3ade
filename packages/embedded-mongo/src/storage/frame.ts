/**
 * On-disk framing shared by the log and the snapshot: `[crc32 u32][length u32][payload]`, little
 * endian, where the CRC covers the length and the payload. A frame whose length runs past the end
 * of the file or whose CRC does not match is where a torn write (crash mid-append) begins.
 */
import { crc32 } from 'node:zlib';
import type { FileHandle } from 'node:fs/promises';

export const FRAME_HEADER_BYTES = 8;
const READ_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * A frame buffer with room for the header; the caller writes the payload after it, then seals.
 * Not from Buffer's shared pool: the live image keeps views into frames, and a pooled slab would
 * stay alive for as long as any one document cut from it.
 */
export function allocFrame(payloadBytes: number): Buffer {
  return Buffer.allocUnsafeSlow(FRAME_HEADER_BYTES + payloadBytes);
}

export function sealFrame(frame: Buffer): Buffer {
  frame.writeUInt32LE(frame.length - FRAME_HEADER_BYTES, 4);
  frame.writeUInt32LE(crc32(frame.subarray(4)), 0);
  return frame;
}

export interface ScanResult {
  /** Offset just past the last intact frame. */
  goodBytes: number;
  fileBytes: number;
  /** Why scanning stopped before the end of the file, if it did. */
  tornReason?: string;
}

/**
 * Reads `fh` frame by frame from the start, handing each intact payload to `onPayload` (the
 * buffer is only valid during the call). Stops at the first incomplete or corrupt frame.
 */
export async function scanFrames(
  fh: FileHandle,
  onPayload: (payload: Buffer) => void,
): Promise<ScanResult> {
  const fileBytes = (await fh.stat()).size;
  let chunk = Buffer.alloc(0);
  let chunkStart = 0;
  let offset = 0;

  // Makes [offset, offset + n) available in `chunk`, reading ahead in large blocks.
  const ensure = async (n: number): Promise<Buffer> => {
    const rel = offset - chunkStart;
    if (rel + n <= chunk.length) return chunk.subarray(rel, rel + n);
    const size = Math.min(Math.max(n, READ_CHUNK_BYTES), fileBytes - offset);
    chunk = Buffer.allocUnsafe(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await fh.read(chunk, filled, size - filled, offset + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    chunk = chunk.subarray(0, filled);
    chunkStart = offset;
    return chunk.subarray(0, n);
  };

  while (offset < fileBytes) {
    if (fileBytes - offset < FRAME_HEADER_BYTES) {
      return { goodBytes: offset, fileBytes, tornReason: 'partial frame header' };
    }
    const header = await ensure(FRAME_HEADER_BYTES);
    const expectedCrc = header.readUInt32LE(0);
    const length = header.readUInt32LE(4);
    if (length === 0 || offset + FRAME_HEADER_BYTES + length > fileBytes) {
      return {
        goodBytes: offset,
        fileBytes,
        tornReason: `frame length ${length} runs past the end`,
      };
    }
    const frame = await ensure(FRAME_HEADER_BYTES + length);
    if (crc32(frame.subarray(4)) !== expectedCrc) {
      return { goodBytes: offset, fileBytes, tornReason: 'checksum mismatch' };
    }
    onPayload(frame.subarray(FRAME_HEADER_BYTES));
    offset += FRAME_HEADER_BYTES + length;
  }
  return { goodBytes: offset, fileBytes };
}
