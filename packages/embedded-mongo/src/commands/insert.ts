import { ObjectId } from 'bson';
import type { CommandHandler } from './context';
import { collectionName } from './args';
import { writeError } from './write-errors';
import type { WalOp } from '../storage/types';
import { badValue } from '../errors';
import { isPlainObject, type Doc } from '../query/values';

/** `_id` first, generated when absent, as mongod stores inserted documents. */
function withId(doc: Doc): Doc {
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Array.isArray(doc._id)) throw badValue("can't use an array for _id");
  if (doc._id instanceof RegExp) throw badValue("can't use a regex for _id");
  if (Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

const insert: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const docs = cmd.documents;
  if (!Array.isArray(docs)) throw badValue("insert needs a 'documents' array");
  const ordered = cmd.ordered !== false;
  const ops: WalOp[] = [];
  const coll = ctx.catalog.getOrCreate(ctx.db, name, ops);
  const writeErrors: Doc[] = [];
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    try {
      const raw = docs[i];
      if (!isPlainObject(raw)) throw badValue('document to insert must be an object');
      coll.insert(withId(raw), ops);
      n++;
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  await ctx.commit(ops);
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
};

export const insertCommands: Record<string, CommandHandler> = { insert };
