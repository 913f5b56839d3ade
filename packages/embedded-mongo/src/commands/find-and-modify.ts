import type { CommandHandler } from './context';
import { collationOf, collectionName, optionalDoc } from './args';
import { parseUpdateStatement, runUpdate } from './update';
import { selectForWrite } from '../engine/select';
import { compileProjection } from '../query/projection';
import type { WalOp } from '../storage/types';
import { badValue } from '../errors';
import type { Doc } from '../query/values';

const findAndModify: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const query = optionalDoc(cmd, 'query') ?? {};
  const sort = optionalDoc(cmd, 'sort');
  const collation = collationOf(cmd);
  const project = compileProjection(optionalDoc(cmd, 'fields'), query);
  const shape = (d: Doc | undefined): Doc | null => (d ? (project ? project(d) : d) : null);
  const ops: WalOp[] = [];
  if (cmd.remove === true) {
    if (cmd.update !== undefined) throw badValue('Cannot specify both an update and remove=true');
    if (cmd.upsert === true) throw badValue('Cannot specify both upsert=true and remove=true');
    const coll = ctx.catalog.get(ctx.db, name);
    const [target] = coll ? selectForWrite(coll, { filter: query, sort, collation, limit: 1 }) : [];
    if (coll && target) coll.remove(target[0], ops);
    await ctx.commit(ops);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: shape(target?.[1]), ok: 1 };
  }
  if (cmd.update === undefined) throw badValue('Either an update or remove=true must be specified');
  const { req, upsert } = parseUpdateStatement({
    q: query,
    u: cmd.update,
    upsert: cmd.upsert === true,
    arrayFilters: cmd.arrayFilters,
    collation: cmd.collation,
  });
  const coll = upsert ? ctx.catalog.getOrCreate(ctx.db, name, ops) : ctx.catalog.get(ctx.db, name);
  if (!coll) {
    return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  }
  const out = runUpdate(coll, req, { multi: false, upsert, sort }, ops);
  await ctx.commit(ops);
  const returnNew = cmd.new === true;
  if (out.upsertedId !== undefined) {
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: out.upsertedId },
      value: returnNew ? shape(out.after) : null,
      ok: 1,
    };
  }
  return {
    lastErrorObject: { n: out.matched, updatedExisting: out.matched > 0 },
    value: shape(returnNew ? out.after : out.before),
    ok: 1,
  };
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
