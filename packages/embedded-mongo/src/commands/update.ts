import { BSON } from 'bson';
import type { CommandHandler } from './context';
import { collectionName } from './args';
import { writeError } from './write-errors';
import type { Collection } from '../engine/collection';
import {
  applyUpdate,
  buildUpsertDocument,
  validateUpdate,
  type UpdateRequest,
} from '../engine/apply-update';
import { selectForWrite } from '../engine/select';
import type { WalOp } from '../storage/types';
import { readCollation } from '../query/collation';
import { isPlainObject, type Doc } from '../query/values';
import { badValue, failedToParse } from '../errors';

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The document before (first match) and after, for findAndModify. */
  before?: Doc;
  after?: Doc;
}

const sameBytes = (a: Doc, b: Doc): boolean =>
  Buffer.from(BSON.serialize(a)).equals(Buffer.from(BSON.serialize(b)));

/** Runs one update statement against a collection; shared by update and findAndModify. */
export function runUpdate(
  coll: Collection,
  req: UpdateRequest,
  opts: { multi: boolean; upsert: boolean; sort?: Doc },
  ops: WalOp[],
): UpdateOutcome {
  validateUpdate(req.u);
  if (opts.multi && !Array.isArray(req.u) && !Object.keys(req.u).some((k) => k.startsWith('$'))) {
    throw failedToParse('multi update is not supported for replacement-style update');
  }
  const targets = selectForWrite(coll, {
    filter: req.q,
    collation: req.collation,
    sort: opts.sort,
    limit: opts.multi ? undefined : 1,
  });
  if (targets.length === 0) {
    if (!opts.upsert) return { matched: 0, modified: 0 };
    const doc = buildUpsertDocument(req);
    coll.insert(doc, ops);
    return { matched: 0, modified: 0, upsertedId: doc._id, after: doc };
  }
  let modified = 0;
  let before: Doc | undefined;
  let after: Doc | undefined;
  // Compute every new version first so a failure in any document leaves all of them unchanged.
  const changes = targets.map(([id, doc]) => [id, doc, applyUpdate(doc, req, false)] as const);
  for (const [id, doc, next] of changes) {
    before ??= doc;
    after ??= next;
    if (sameBytes(doc, next)) continue;
    coll.replace(id, next, ops);
    modified++;
  }
  return { matched: targets.length, modified, before, after };
}

export function parseUpdateStatement(stmt: unknown): {
  req: UpdateRequest;
  multi: boolean;
  upsert: boolean;
} {
  if (!isPlainObject(stmt)) throw badValue('update statement must be an object');
  const q = stmt.q ?? {};
  const u = stmt.u;
  if (!isPlainObject(q)) throw badValue('q must be an object');
  if (!isPlainObject(u) && !Array.isArray(u)) throw badValue('u must be an object or an array');
  return {
    req: {
      q,
      u: u as Doc | Doc[],
      arrayFilters: Array.isArray(stmt.arrayFilters) ? (stmt.arrayFilters as Doc[]) : undefined,
      collation: readCollation(stmt.collation),
    },
    multi: stmt.multi === true,
    upsert: stmt.upsert === true,
  };
}

const update: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const statements = cmd.updates;
  if (!Array.isArray(statements)) throw badValue("update needs an 'updates' array");
  const ordered = cmd.ordered !== false;
  const ops: WalOp[] = [];
  const writeErrors: Doc[] = [];
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  for (let i = 0; i < statements.length; i++) {
    try {
      const { req, multi, upsert } = parseUpdateStatement(statements[i]);
      const coll = upsert
        ? ctx.catalog.getOrCreate(ctx.db, name, ops)
        : ctx.catalog.get(ctx.db, name);
      if (!coll) {
        validateUpdate(req.u);
        continue;
      }
      const out = runUpdate(coll, req, { multi, upsert }, ops);
      if (out.upsertedId !== undefined) {
        upserted.push({ index: i, _id: out.upsertedId });
        n += 1;
      } else {
        n += out.matched;
        nModified += out.modified;
      }
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  await ctx.commit(ops);
  return {
    n,
    nModified,
    ...(upserted.length ? { upserted } : {}),
    ...(writeErrors.length ? { writeErrors } : {}),
    ok: 1,
  };
};

const del: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const statements = cmd.deletes;
  if (!Array.isArray(statements)) throw badValue("delete needs a 'deletes' array");
  const ordered = cmd.ordered !== false;
  const ops: WalOp[] = [];
  const writeErrors: Doc[] = [];
  let n = 0;
  const coll = ctx.catalog.get(ctx.db, name);
  for (let i = 0; i < statements.length; i++) {
    try {
      const stmt = statements[i];
      if (!isPlainObject(stmt) || !isPlainObject(stmt.q))
        throw badValue('delete statement needs q');
      if (!coll) continue;
      const limit = stmt.limit === 1 || (typeof stmt.limit === 'number' && stmt.limit > 0) ? 1 : 0;
      const targets = selectForWrite(coll, {
        filter: stmt.q,
        collation: readCollation(stmt.collation),
        limit: limit || undefined,
      });
      for (const [id] of targets) coll.remove(id, ops);
      n += targets.length;
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  await ctx.commit(ops);
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
};

export const updateCommands: Record<string, CommandHandler> = { update, delete: del };
