import { BSON, Long } from 'bson';
import { RAW_DESERIALIZE } from './bson-options';
import { OP_REPLY, newRequestId, writeHeader } from './header';
import { normalizeDocument, type Doc } from '../query/values';

/**
 * Legacy OP_QUERY: drivers still send their very first `ismaster`/`hello` handshake this way
 * (to `admin.$cmd`) before they know the server speaks OP_MSG.
 */
export interface ParsedOpQuery {
  collection: string;
  query: Doc;
}

export function parseOpQuery(message: Buffer): ParsedOpQuery {
  let offset = 20; // header + flags
  const nul = message.indexOf(0, offset);
  const collection = message.toString('utf8', offset, nul);
  offset = nul + 1 + 8; // numberToSkip + numberToReturn
  const size = message.readInt32LE(offset);
  const query = normalizeDocument(
    BSON.deserialize(message.subarray(offset, offset + size), RAW_DESERIALIZE),
  );
  return { collection, query };
}

/** OP_REPLY carrying one document (the command reply). */
export function encodeOpReply(responseTo: number, reply: Doc): Buffer {
  const body = BSON.serialize(reply, { ignoreUndefined: true });
  const out = Buffer.allocUnsafe(16 + 20 + body.length);
  writeHeader(out, out.length, newRequestId(), responseTo, OP_REPLY);
  out.writeInt32LE(0, 16); // responseFlags
  const cursorId = Long.ZERO;
  out.writeInt32LE(cursorId.low, 20);
  out.writeInt32LE(cursorId.high, 24);
  out.writeInt32LE(0, 28); // startingFrom
  out.writeInt32LE(1, 32); // numberReturned
  out.set(body, 36);
  return out;
}
