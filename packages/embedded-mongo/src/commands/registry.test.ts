import { describe, expect, it } from 'vitest';
import { runCommand } from './registry';
import type { CommandContext } from './context';
import { Catalog } from '../engine/catalog';
import { CursorManager } from '../engine/cursors';
import { openStorage } from '../storage/index';

async function context(): Promise<CommandContext> {
  const storage = await openStorage({ inMemory: true });
  return {
    db: 'unit',
    catalog: new Catalog(),
    cursors: new CursorManager(),
    storage,
    connectionId: 1,
    commit: (ops) => storage.commit(ops),
  };
}

// Limits of the embedded server (a real mongod would accept these), so they are checked here.
describe('features the embedded server refuses instead of ignoring', () => {
  it('refuses capped collections and views by name', async () => {
    const ctx = await context();
    expect(await runCommand({ create: 'c', capped: true, size: 1000 }, ctx)).toMatchObject({
      ok: 0,
      code: 72,
      errmsg: "create option 'capped' is not supported by the embedded server",
    });
    expect(await runCommand({ create: 'v', viewOn: 'c', pipeline: [] }, ctx)).toMatchObject({
      ok: 0,
    });
    expect(ctx.catalog.get('unit', 'c')).toBeUndefined();
  });

  it('refuses $out and $merge stages by name', async () => {
    const ctx = await context();
    const reply = await runCommand(
      { aggregate: 'c', pipeline: [{ $out: 'copy' }], cursor: {} },
      ctx,
    );
    expect(reply).toMatchObject({ ok: 0, code: 40324 });
    expect(String(reply.errmsg)).toContain('$out');
  });

  it('accepts a plain create with options and lists them', async () => {
    const ctx = await context();
    expect(await runCommand({ create: 'c', collation: { locale: 'en' } }, ctx)).toEqual({ ok: 1 });
    const reply = await runCommand({ listCollections: 1 }, ctx);
    const [entry] = (reply.cursor as { firstBatch: { name: string; options: unknown }[] })
      .firstBatch;
    expect(entry).toMatchObject({ name: 'c', options: { collation: { locale: 'en' } } });
  });
});
