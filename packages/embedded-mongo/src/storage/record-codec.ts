/**
 * Record payloads. The first byte says what a record is: a batch of ops (every log record, and
 * the body of a snapshot), or a snapshot's header / end marker. Hand framing rather than BSON
 * because the documents are already BSON bytes and travel through unchanged; this keeps replay a
 * straight copy of each document with no object tree built per record.
 */
import { ByteReader, ByteWriter, CorruptRecordError, bytesSize, stringSize } from './byte-codec';
import { FRAME_HEADER_BYTES, allocFrame, sealFrame } from './frame';
import type { WalOp } from './types';

const KIND_OPS = 1;
const KIND_SNAPSHOT_HEADER = 2;
const KIND_SNAPSHOT_END = 3;

const OP_CODES = {
  createCollection: 1,
  dropCollection: 2,
  dropDatabase: 3,
  createIndex: 4,
  dropIndex: 5,
  put: 6,
  delete: 7,
  putSpilled: 8,
} as const satisfies Record<WalOp['op'], number>;

function opSize(op: WalOp): number {
  let size = 1 + stringSize(op.db);
  switch (op.op) {
    case 'createCollection':
      return size + stringSize(op.coll) + bytesSize(op.options);
    case 'dropCollection':
      return size + stringSize(op.coll);
    case 'dropDatabase':
      return size;
    case 'createIndex':
      size += stringSize(op.coll) + stringSize(op.name);
      return size + bytesSize(op.spec);
    case 'dropIndex':
      return size + stringSize(op.coll) + stringSize(op.name);
    case 'put':
      return size + stringSize(op.coll) + stringSize(op.id) + bytesSize(op.doc);
    case 'delete':
      return size + stringSize(op.coll) + stringSize(op.id);
    case 'putSpilled':
      return (
        size +
        stringSize(op.coll) +
        stringSize(op.id) +
        4 +
        8 +
        4 +
        4 +
        bytesSize(op.spilled.skeleton)
      );
    default:
      throw new TypeError(`unknown storage op ${JSON.stringify((op as { op: unknown }).op)}`);
  }
}

/** Writes `op` and returns it with its byte fields pointing into the frame (see encodeOpsFrame). */
function writeOp(w: ByteWriter, op: WalOp): WalOp {
  w.u8(OP_CODES[op.op]);
  w.string(op.db);
  switch (op.op) {
    case 'createCollection':
      w.string(op.coll);
      return { ...op, options: w.bytes(op.options) };
    case 'dropCollection':
      w.string(op.coll);
      return op;
    case 'dropDatabase':
      return op;
    case 'createIndex':
      w.string(op.coll);
      w.string(op.name);
      return { ...op, spec: w.bytes(op.spec) };
    case 'dropIndex':
      w.string(op.coll);
      w.string(op.name);
      return op;
    case 'put':
      w.string(op.coll);
      w.string(op.id);
      return { ...op, doc: w.bytes(op.doc) };
    case 'delete':
      w.string(op.coll);
      w.string(op.id);
      return op;
    case 'putSpilled': {
      w.string(op.coll);
      w.string(op.id);
      const { ref, skeleton } = op.spilled;
      w.u32(ref.segment);
      w.f64(ref.offset);
      w.u32(ref.length);
      w.u32(ref.crc);
      return { ...op, spilled: { ref, skeleton: w.bytes(skeleton) } };
    }
  }
}

/**
 * One sealed frame holding `ops`. Also returns the ops re-pointed at the frame's own copy of
 * their bytes: the live image keeps those, so a caller reusing its buffers cannot change what a
 * later snapshot writes.
 */
export function encodeOpsFrame(ops: readonly WalOp[]): { frame: Buffer; owned: WalOp[] } {
  let size = 1 + 4;
  for (const op of ops) size += opSize(op);
  const frame = allocFrame(size);
  const w = new ByteWriter(frame, FRAME_HEADER_BYTES);
  w.u8(KIND_OPS);
  w.u32(ops.length);
  const owned = ops.map((op) => writeOp(w, op));
  return { frame: sealFrame(frame), owned };
}

function readOp(r: ByteReader): WalOp {
  const code = r.u8();
  const db = r.string();
  switch (code) {
    case OP_CODES.createCollection:
      return { op: 'createCollection', db, coll: r.string(), options: r.bytes() };
    case OP_CODES.dropCollection:
      return { op: 'dropCollection', db, coll: r.string() };
    case OP_CODES.dropDatabase:
      return { op: 'dropDatabase', db };
    case OP_CODES.createIndex:
      return { op: 'createIndex', db, coll: r.string(), name: r.string(), spec: r.bytes() };
    case OP_CODES.dropIndex:
      return { op: 'dropIndex', db, coll: r.string(), name: r.string() };
    case OP_CODES.put:
      return { op: 'put', db, coll: r.string(), id: r.string(), doc: r.bytes() };
    case OP_CODES.delete:
      return { op: 'delete', db, coll: r.string(), id: r.string() };
    case OP_CODES.putSpilled: {
      const coll = r.string();
      const id = r.string();
      const ref = { segment: r.u32(), offset: r.f64(), length: r.u32(), crc: r.u32() };
      return { op: 'putSpilled', db, coll, id, spilled: { ref, skeleton: r.bytes() } };
    }
    default:
      throw new CorruptRecordError(`unknown op code ${code}`);
  }
}

export type DecodedRecord =
  | { kind: 'ops'; ops: WalOp[] }
  | { kind: 'snapshotHeader'; version: number; logGen: number }
  | { kind: 'snapshotEnd'; opCount: number };

/**
 * Parses a payload whose checksum already matched. Byte fields are views into `payload`: replay
 * applies them as they are and then packs the surviving ones (LiveImage.pack), which costs far
 * less than copying every document of a log most of which may since have been deleted.
 */
export function decodeRecord(payload: Buffer): DecodedRecord {
  const r = new ByteReader(payload);
  const kind = r.u8();
  let record: DecodedRecord;
  if (kind === KIND_OPS) {
    const count = r.u32();
    const ops: WalOp[] = [];
    for (let i = 0; i < count; i++) ops.push(readOp(r));
    record = { kind: 'ops', ops };
  } else if (kind === KIND_SNAPSHOT_HEADER) {
    record = { kind: 'snapshotHeader', version: r.u32(), logGen: r.f64() };
  } else if (kind === KIND_SNAPSHOT_END) {
    record = { kind: 'snapshotEnd', opCount: r.f64() };
  } else {
    throw new CorruptRecordError(`unknown record kind ${kind}`);
  }
  if (!r.done) throw new CorruptRecordError('trailing bytes after the record');
  return record;
}

export function encodeSnapshotHeader(version: number, logGen: number): Buffer {
  const frame = allocFrame(1 + 4 + 8);
  const w = new ByteWriter(frame, FRAME_HEADER_BYTES);
  w.u8(KIND_SNAPSHOT_HEADER);
  w.u32(version);
  w.f64(logGen);
  return sealFrame(frame);
}

export function encodeSnapshotEnd(opCount: number): Buffer {
  const frame = allocFrame(1 + 8);
  const w = new ByteWriter(frame, FRAME_HEADER_BYTES);
  w.u8(KIND_SNAPSHOT_END);
  w.f64(opCount);
  return sealFrame(frame);
}
