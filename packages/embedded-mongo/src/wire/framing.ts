/**
 * Splits a TCP byte stream into whole wire-protocol messages. Every message starts with a
 * little-endian int32 total length, so chunks are buffered until a full message is available.
 */
export const MAX_MESSAGE_BYTES = 48_000_000;

export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Feed bytes; returns every complete message now available (header included). */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks.length === 1 ? this.chunks[0]! : this.concat();
      const length = head.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_BYTES) {
        throw new Error(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      messages.push(head.subarray(0, length));
      const rest = head.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private concat(): Buffer {
    const all = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [all];
    return all;
  }
}
