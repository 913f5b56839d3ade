import net from 'node:net';
import { BSON, type Document } from 'bson';

/**
 * A minimal raw wire-protocol client for tests that must see exact frames (legacy OP_QUERY
 * handshake, moreToCome) rather than what a driver makes of them.
 */
export class RawWireClient {
  private buffer = Buffer.alloc(0);
  private waiters: ((msg: Buffer) => void)[] = [];
  private nextId = 1;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 4 && this.buffer.length >= this.buffer.readInt32LE(0)) {
        const len = this.buffer.readInt32LE(0);
        const msg = this.buffer.subarray(0, len);
        this.buffer = this.buffer.subarray(len);
        this.waiters.shift()?.(msg);
      }
    });
  }

  static connect(port: number): Promise<RawWireClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawWireClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends OP_QUERY to `<db>.$cmd` and returns the single OP_REPLY document. */
  async opQuery(db: string, query: Document): Promise<{ opCode: number; doc: Document }> {
    const ns = Buffer.from(`${db}.$cmd\0`);
    const body = BSON.serialize(query);
    const msg = Buffer.alloc(16 + 4 + ns.length + 8 + body.length);
    this.header(msg, 2004);
    msg.writeInt32LE(0, 16);
    ns.copy(msg, 20);
    msg.writeInt32LE(0, 20 + ns.length);
    msg.writeInt32LE(-1, 24 + ns.length);
    Buffer.from(body).copy(msg, 28 + ns.length);
    const reply = await this.roundTrip(msg);
    return { opCode: reply.readInt32LE(12), doc: BSON.deserialize(reply.subarray(36)) };
  }

  /** Sends an OP_MSG with a body and optional document sequences; resolves with the reply body. */
  opMsg(
    body: Document,
    sequences: Record<string, Document[]> = {},
    flags = 0,
  ): Promise<Document> | void {
    const parts: Buffer[] = [Buffer.from([0]), Buffer.from(BSON.serialize(body))];
    for (const [id, docs] of Object.entries(sequences)) {
      const payload = Buffer.concat([
        Buffer.from(`${id}\0`),
        ...docs.map((d) => Buffer.from(BSON.serialize(d))),
      ]);
      const size = Buffer.alloc(4);
      size.writeInt32LE(payload.length + 4);
      parts.push(Buffer.from([1]), size, payload);
    }
    const sections = Buffer.concat(parts);
    // With checksumPresent (bit 0) a CRC-32C trails the message; the server may ignore its value.
    const trailer = flags & 1 ? 4 : 0;
    const msg = Buffer.alloc(20 + sections.length + trailer);
    this.header(msg, 2013);
    msg.writeUInt32LE(flags, 16);
    sections.copy(msg, 20);
    if (flags & 2) {
      this.socket.write(msg);
      return;
    }
    return this.roundTrip(msg).then((reply) => BSON.deserialize(reply.subarray(21)));
  }

  close(): void {
    this.socket.destroy();
  }

  private header(msg: Buffer, opCode: number): void {
    msg.writeInt32LE(msg.length, 0);
    msg.writeInt32LE(this.nextId++, 4);
    msg.writeInt32LE(0, 8);
    msg.writeInt32LE(opCode, 12);
  }

  private roundTrip(msg: Buffer): Promise<Buffer> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.socket.write(msg);
    });
  }
}
