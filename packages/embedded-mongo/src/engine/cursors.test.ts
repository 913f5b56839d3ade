import { Long } from 'bson';
import { describe, expect, it } from 'vitest';
import { CursorManager } from './cursors';

const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));

describe('CursorManager', () => {
  it('reaps a cursor idle longer than the timeout, like cursorTimeoutMillis', () => {
    const cursors = new CursorManager(1000);
    const reply = cursors.open('db.c', docs(10), { batchSize: 2 });
    expect(cursors.size).toBe(1);
    expect(cursors.reap(Date.now() + 500)).toBe(0);
    expect(cursors.reap(Date.now() + 1500)).toBe(1);
    expect(() => cursors.getMore(reply.cursor.id, 'db.c')).toThrow(/cursor id .* not found/);
  });

  it('kills a cursor whose collection was dropped', () => {
    const cursors = new CursorManager();
    let dropped = false;
    const { cursor } = cursors.open('db.c', docs(10), { batchSize: 2, alive: () => !dropped });
    dropped = true;
    expect(() => cursors.getMore(cursor.id, 'db.c')).toThrow(/collection dropped/);
    expect(cursors.size).toBe(0);
  });

  it('keeps a noCursorTimeout cursor', () => {
    const cursors = new CursorManager(1000);
    cursors.open('db.c', docs(10), { batchSize: 2, noTimeout: true });
    expect(cursors.reap(Date.now() + 10_000)).toBe(0);
  });

  it('refuses a getMore on another namespace', () => {
    const cursors = new CursorManager();
    const { cursor } = cursors.open('db.c', docs(10), { batchSize: 2 });
    expect(() => cursors.getMore(cursor.id, 'db.other')).toThrow(/not found/);
    expect(cursors.getMore(cursor.id, 'db.c').cursor.nextBatch).toHaveLength(8);
  });

  it('closes without a cursor when the first batch holds everything', () => {
    const cursors = new CursorManager();
    const { cursor } = cursors.open('db.c', docs(3), {});
    expect(cursor.id.equals(Long.ZERO)).toBe(true);
    expect(cursors.size).toBe(0);
  });
});
