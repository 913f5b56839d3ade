import { describe, expect, it } from 'vitest';
import { MessageFramer } from './framing';

const message = (len: number, fill: number): Buffer => {
  const b = Buffer.alloc(len, fill);
  b.writeInt32LE(len, 0);
  return b;
};

describe('MessageFramer', () => {
  it('reassembles messages split at every byte boundary and packed together', () => {
    const a = message(20, 1);
    const b = message(37, 2);
    const stream = Buffer.concat([a, b]);
    for (let cut = 1; cut < stream.length; cut++) {
      const framer = new MessageFramer();
      const out = [...framer.push(stream.subarray(0, cut)), ...framer.push(stream.subarray(cut))];
      expect(out.map((m) => m.length)).toEqual([20, 37]);
      expect(out[1]!.equals(b)).toBe(true);
    }
  });

  it('rejects a length that cannot be a message', () => {
    const bad = Buffer.alloc(8);
    bad.writeInt32LE(3, 0);
    expect(() => new MessageFramer().push(bad)).toThrow(/invalid message length/);
  });
});
