import { describe, expect, it } from 'vitest';
import { LiveImage } from './live-image';
import type { StoreImage, WalOp } from './index';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const text = (b: Uint8Array): string => new TextDecoder().decode(b);

/** A plain, order-free picture of an image for comparisons. */
function picture(image: StoreImage): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [db, colls] of image) {
    for (const [coll, c] of colls) {
      out[`${db}.${coll}`] = {
        options: text(c.options),
        indexes: Object.fromEntries([...c.indexes].map(([k, v]) => [k, text(v)])),
        docs: Object.fromEntries([...c.docs].map(([k, v]) => [k, text(v as Uint8Array)])),
      };
    }
  }
  return out;
}

function rebuild(ops: Iterable<WalOp>): StoreImage {
  const image = new LiveImage();
  for (const op of ops) image.apply(op);
  return image.dbs;
}

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function randomOp(next: () => number, step: number): WalOp {
  const db = next() < 0.8 ? 'app' : 'other';
  const coll = `c${Math.floor(next() * 3)}`;
  const id = `d${Math.floor(next() * 40)}`;
  const r = next();
  if (r < 0.45) return { op: 'put', db, coll, id, doc: bytes(`v${step}`) };
  if (r < 0.85) return { op: 'delete', db, coll, id };
  if (r < 0.9)
    return { op: 'createIndex', db, coll, name: `i${step % 3}`, spec: bytes(`s${step}`) };
  if (r < 0.93) return { op: 'dropIndex', db, coll, name: `i${step % 3}` };
  if (r < 0.96) return { op: 'createCollection', db, coll, options: bytes(`o${step}`) };
  if (r < 0.99) return { op: 'dropCollection', db, coll };
  return { op: 'dropDatabase', db };
}

describe('frozen image (snapshot source during compaction)', () => {
  it('yields the state at the freeze although documents change while it is read', () => {
    const live = new LiveImage();
    for (let i = 0; i < 6; i++) {
      live.apply({ op: 'put', db: 'app', coll: 'c', id: `d${i}`, doc: bytes(`v${i}`) });
    }
    const atFreeze = picture(live.dbs);
    const frozen = live.freeze();
    const ops = frozen.ops();
    // createCollection, d0, d1, d2
    const read = Array.from({ length: 4 }, () => ops.next().value as WalOp);
    live.apply({ op: 'put', db: 'app', coll: 'c', id: 'd1', doc: bytes('changed after read') });
    live.apply({ op: 'put', db: 'app', coll: 'c', id: 'd4', doc: bytes('changed before read') });
    live.apply({ op: 'delete', db: 'app', coll: 'c', id: 'd5' });
    live.apply({ op: 'delete', db: 'app', coll: 'c', id: 'd0' });
    live.apply({ op: 'put', db: 'app', coll: 'c', id: 'd0', doc: bytes('re-added') });
    live.apply({ op: 'put', db: 'app', coll: 'c', id: 'new', doc: bytes('added') });
    read.push(...ops);
    frozen.release();

    expect(picture(rebuild(read))).toEqual(atFreeze);
    expect(read.filter((op) => op.op === 'put')).toHaveLength(6);
  });

  it('matches a full copy taken at the freeze under random interleaved changes', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const live = new LiveImage();
      for (let step = 0; step < 150; step++) live.apply(randomOp(next, step));
      const atFreeze = picture(live.dbs);
      const frozen = live.freeze();
      const read: WalOp[] = [];
      let step = 1000;
      for (const op of frozen.ops()) {
        read.push(op);
        const changes = Math.floor(next() * 4);
        for (let i = 0; i < changes; i++) live.apply(randomOp(next, step++));
      }
      frozen.release();
      expect(picture(rebuild(read)), `seed ${seed}`).toEqual(atFreeze);
    }
  });

  it('can be frozen again once the previous freeze is released', () => {
    const live = new LiveImage();
    live.apply({ op: 'put', db: 'app', coll: 'c', id: 'a', doc: bytes('1') });
    live.freeze().release();
    const second = live.freeze();
    live.apply({ op: 'put', db: 'app', coll: 'c', id: 'a', doc: bytes('2') });
    expect(picture(rebuild(second.ops()))).toEqual({
      'app.c': { options: text(Uint8Array.of(5, 0, 0, 0, 0)), indexes: {}, docs: { a: '1' } },
    });
    second.release();
  });
});
