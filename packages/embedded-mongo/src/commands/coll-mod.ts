import { BSON } from 'bson';
import type { CommandHandler } from './context';
import { collectionName } from './args';
import { encodeKeyValue } from '../indexes/key-encoding';
import type { WalOp } from '../storage/types';
import { badValue, indexNotFound, invalidOptions, namespaceNotFound } from '../errors';
import { isNumeric, isPlainObject, toNumber, type Doc } from '../query/values';

/** collMod's collection options (the other fields are the envelope: lsid, $db, comment...). */
const COLLECTION_OPTIONS = new Set([
  'validator',
  'validationLevel',
  'validationAction',
  'viewOn',
  'pipeline',
  'expireAfterSeconds',
  'timeseries',
  'changeStreamPreAndPostImages',
  'clusteredIndex',
  'cappedSize',
  'cappedMax',
]);

/**
 * collMod of an index, as mongod: hide it from the planner (it still enforces uniqueness) or change
 * a TTL index's expireAfterSeconds. Answers the old and new values. Validators and other
 * collection options are refused (see the README's by-design list).
 */
const collMod: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw namespaceNotFound(`ns does not exist: ${ctx.db}.${name}`);
  const other = Object.keys(cmd).filter((k) => COLLECTION_OPTIONS.has(k));
  if (other.length > 0) throw invalidOptions(`collMod of '${other[0]}' is not supported`);
  if (!isPlainObject(cmd.index)) return { ok: 1 };
  const change = cmd.index;
  const index =
    typeof change.name === 'string'
      ? coll.indexes.get(change.name)
      : isPlainObject(change.keyPattern)
        ? [...coll.indexes.values()].find(
            (i) => encodeKeyValue(i.spec.key) === encodeKeyValue(change.keyPattern),
          )
        : undefined;
  if (!index)
    throw indexNotFound(
      `cannot find index ${JSON.stringify(change.name ?? change.keyPattern)} for ns ${ctx.db}.${name}`,
    );
  const reply: Doc = {};
  if (change.hidden !== undefined) {
    if (typeof change.hidden !== 'boolean') throw badValue('hidden must be a boolean');
    reply.hidden_old = index.spec.hidden === true;
    reply.hidden_new = change.hidden;
    if (change.hidden) index.spec.hidden = true;
    else delete index.spec.hidden;
  }
  if (change.expireAfterSeconds !== undefined) {
    if (index.spec.expireAfterSeconds === undefined) {
      throw invalidOptions('no expireAfterSeconds field to update');
    }
    if (!isNumeric(change.expireAfterSeconds) || toNumber(change.expireAfterSeconds) < 0) {
      throw badValue('expireAfterSeconds must be a number >= 0');
    }
    reply.expireAfterSeconds_old = index.spec.expireAfterSeconds;
    reply.expireAfterSeconds_new = toNumber(change.expireAfterSeconds);
    index.spec.expireAfterSeconds = toNumber(change.expireAfterSeconds);
  }
  const ops: WalOp[] = [
    {
      op: 'createIndex',
      db: ctx.db,
      coll: name,
      name: index.name,
      spec: BSON.serialize(index.spec),
    },
  ];
  await ctx.commit(ops);
  return { ...reply, ok: 1 };
};

export const collModCommands: Record<string, CommandHandler> = { collMod };
