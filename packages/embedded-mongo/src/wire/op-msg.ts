import { BSON } from 'bson';
import { RAW_DESERIALIZE } from './bson-options';
import { OP_MSG, newRequestId, writeHeader } from './header';
import { normalizeDocument, type Doc } from '../query/values';

export const FLAG_CHECKSUM_PRESENT = 1 << 0;
export const FLAG_MORE_TO_COME = 1 << 1;
export const FLAG_EXHAUST_ALLOWED = 1 << 16;

export interface ParsedOpMsg {
  flags: number;
  /** The body with every document sequence (kind 1 section) merged in as an array field. */
  command: Doc;
}

/** Parses an OP_MSG (header included). Document sequences become arrays on the body. */
export function parseOpMsg(message: Buffer): ParsedOpMsg {
  const flags = message.readUInt32LE(16);
  const end = flags & FLAG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = 20;
  let body: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const size = message.readInt32LE(offset);
      body = normalizeDocument(
        BSON.deserialize(message.subarray(offset, offset + size), RAW_DESERIALIZE),
      );
      offset += size;
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      let cursor = offset + 4;
      const nul = message.indexOf(0, cursor);
      const identifier = message.toString('utf8', cursor, nul);
      cursor = nul + 1;
      const docs: Doc[] = [];
      while (cursor < sectionEnd) {
        const docSize = message.readInt32LE(cursor);
        docs.push(
          normalizeDocument(
            BSON.deserialize(message.subarray(cursor, cursor + docSize), RAW_DESERIALIZE),
          ),
        );
        cursor += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new Error('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return { flags, command: body };
}

/** Encodes a reply as an OP_MSG with a single body section. */
export function encodeOpMsg(responseTo: number, reply: Doc): Buffer {
  const body = BSON.serialize(reply, { ignoreUndefined: true });
  const out = Buffer.allocUnsafe(16 + 4 + 1 + body.length);
  writeHeader(out, out.length, newRequestId(), responseTo, OP_MSG);
  out.writeUInt32LE(0, 16);
  out.writeUInt8(0, 20);
  out.set(body, 21);
  return out;
}
