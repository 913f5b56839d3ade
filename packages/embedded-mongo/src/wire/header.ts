/** The 16-byte header shared by all wire-protocol messages. */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(message: Buffer): MessageHeader {
  return {
    length: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

export function writeHeader(
  target: Buffer,
  length: number,
  requestId: number,
  responseTo: number,
  opCode: number,
): void {
  target.writeInt32LE(length, 0);
  target.writeInt32LE(requestId, 4);
  target.writeInt32LE(responseTo, 8);
  target.writeInt32LE(opCode, 12);
}

let nextRequestId = 1;
/** Server-side request ids only need to be unique per connection; a global counter suffices. */
export const newRequestId = (): number => {
  nextRequestId = (nextRequestId + 1) & 0x7fffffff;
  return nextRequestId;
};
