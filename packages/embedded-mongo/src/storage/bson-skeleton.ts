/**
 * The skeleton of a BSON document: the same document without its large top-level fields. A
 * spilled document keeps its skeleton in memory, so indexes over its small fields (GridFS chunks'
 * `files_id` and `n`) are rebuilt at open without reading the large value from disk.
 */

/** Top-level fields up to this many bytes (name and value) stay in the skeleton. */
export const SKELETON_FIELD_MAX_BYTES = 1024;

const FIXED_SIZES: Record<number, number> = {
  0x01: 8, // double
  0x06: 0, // undefined
  0x07: 12, // ObjectId
  0x08: 1, // boolean
  0x09: 8, // date
  0x0a: 0, // null
  0x10: 4, // int32
  0x11: 8, // timestamp
  0x12: 8, // int64
  0x13: 16, // decimal128
  0xff: 0, // MinKey
  0x7f: 0, // MaxKey
};

/** Bytes of the value of type `type` starting at `at`. */
function valueSize(bytes: Buffer, type: number, at: number): number {
  const fixed = FIXED_SIZES[type];
  if (fixed !== undefined) return fixed;
  switch (type) {
    case 0x02: // string
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return 4 + bytes.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return bytes.readInt32LE(at);
    case 0x05: // binary: length, subtype, bytes
      return 4 + 1 + bytes.readInt32LE(at);
    case 0x0b: {
      // regex: pattern and options, both C strings
      const patternEnd = bytes.indexOf(0, at);
      return bytes.indexOf(0, patternEnd + 1) + 1 - at;
    }
    case 0x0c: // DBPointer: string then ObjectId
      return 4 + bytes.readInt32LE(at) + 12;
    default:
      throw new Error(`unknown BSON type 0x${type.toString(16)}`);
  }
}

/** The document's top-level fields of at most `maxFieldBytes`, as a BSON document. */
export function skeletonOf(doc: Uint8Array, maxFieldBytes = SKELETON_FIELD_MAX_BYTES): Uint8Array {
  const bytes = Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength);
  const end = bytes.readInt32LE(0) - 1;
  const kept: Buffer[] = [];
  let total = 4 + 1;
  let at = 4;
  while (at < end) {
    const type = bytes[at]!;
    const nameEnd = bytes.indexOf(0, at + 1);
    const next = nameEnd + 1 + valueSize(bytes, type, nameEnd + 1);
    if (next - at <= maxFieldBytes) {
      kept.push(bytes.subarray(at, next));
      total += next - at;
    }
    at = next;
  }
  const out = Buffer.allocUnsafeSlow(total);
  out.writeInt32LE(total, 0);
  let offset = 4;
  for (const field of kept) offset += field.copy(out, offset);
  out[offset] = 0;
  return out;
}
