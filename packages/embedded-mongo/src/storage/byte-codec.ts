/**
 * Little-endian field writer/reader for record payloads. Strings and byte arrays are length
 * prefixed (u32), so a payload can be parsed without any schema beyond the field order.
 */

/** A payload whose bytes do not parse: only possible for a bug or a foreign file, never a torn write. */
export class CorruptRecordError extends Error {}

export const stringSize = (s: string): number => 4 + Buffer.byteLength(s, 'utf8');
export const bytesSize = (b: Uint8Array): number => 4 + b.byteLength;

export class ByteWriter {
  private offset: number;

  constructor(
    readonly buf: Buffer,
    start: number,
  ) {
    this.offset = start;
  }

  get position(): number {
    return this.offset;
  }

  u8(v: number): void {
    this.offset = this.buf.writeUInt8(v, this.offset);
  }

  u32(v: number): void {
    this.offset = this.buf.writeUInt32LE(v, this.offset);
  }

  f64(v: number): void {
    this.offset = this.buf.writeDoubleLE(v, this.offset);
  }

  string(s: string): void {
    const len = Buffer.byteLength(s, 'utf8');
    this.u32(len);
    this.offset += this.buf.write(s, this.offset, len, 'utf8');
  }

  /** Copies `b` in and returns the copy, a view into this buffer. */
  bytes(b: Uint8Array): Uint8Array {
    this.u32(b.byteLength);
    this.buf.set(b, this.offset);
    const view = this.buf.subarray(this.offset, this.offset + b.byteLength);
    this.offset += b.byteLength;
    return view;
  }
}

export class ByteReader {
  private offset = 0;

  constructor(private readonly buf: Buffer) {}

  get done(): boolean {
    return this.offset === this.buf.length;
  }

  private take(n: number): number {
    const at = this.offset;
    if (n < 0 || at + n > this.buf.length) {
      throw new CorruptRecordError(`field of ${n} bytes runs past the record end`);
    }
    this.offset += n;
    return at;
  }

  u8(): number {
    return this.buf.readUInt8(this.take(1));
  }

  u32(): number {
    return this.buf.readUInt32LE(this.take(4));
  }

  f64(): number {
    return this.buf.readDoubleLE(this.take(8));
  }

  string(): string {
    const len = this.u32();
    const at = this.take(len);
    return this.buf.toString('utf8', at, at + len);
  }

  /** A view into the record, not a copy: whoever keeps it must copy it out (LiveImage.pack). */
  bytes(): Uint8Array {
    const len = this.u32();
    const at = this.take(len);
    return this.buf.subarray(at, at + len);
  }
}
