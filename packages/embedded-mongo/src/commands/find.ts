import { Long } from 'bson';
import type { CommandContext, CommandHandler } from './context';
import type { Collection } from '../engine/collection';
import { collationOf, collectionName, optionalDoc, optionalInt } from './args';
import { selectDocuments, textScorer } from '../engine/select';
import { isTextScoreMeta } from '../query/text-search';
import { compileProjection } from '../query/projection';
import { badValue } from '../errors';
import type { Doc } from '../query/values';
import { isNumeric, toNumber } from '../query/values';

function* mapped(docs: Iterable<Doc>, fn: (d: Doc) => Doc): Iterable<Doc> {
  for (const d of docs) yield fn(d);
}

/**
 * A cursor stays valid while its collection is the one it started on (not dropped/recreated).
 * Returned from a factory rather than written inline: tsx (esbuild keepNames) wraps every named
 * inline closure in a per-request `Object.defineProperty`, which profiling showed on the hot path.
 */
function stillServes(ctx: CommandContext, name: string, coll: Collection | undefined) {
  return () => ctx.catalog.get(ctx.db, name) === coll;
}

/**
 * `{ $meta: 'textScore' }` in a find's sort and projection: taken out of both, then the results are
 * ordered by score (highest first) and the projection gains the score field.
 */
function withTextScore(
  coll: Collection | undefined,
  filter: Doc | undefined,
  sort: Doc | undefined,
  projection: Doc | undefined,
) {
  const metaSort = Object.entries(sort ?? {}).find(([, v]) => isTextScoreMeta(v));
  const field = Object.entries(projection ?? {}).find(([, v]) => isTextScoreMeta(v))?.[0];
  const scoreOf = textScorer(coll, filter);
  const restSort = metaSort
    ? Object.fromEntries(Object.entries(sort!).filter(([k]) => k !== metaSort[0]))
    : sort;
  const restProjection = field
    ? Object.fromEntries(Object.entries(projection!).filter(([k]) => k !== field))
    : projection;
  return {
    sort: restSort,
    projection: restProjection,
    field,
    byScore: metaSort
      ? (docs: Iterable<Doc>): Doc[] => [...docs].sort((a, b) => scoreOf(b) - scoreOf(a))
      : undefined,
    addTo:
      (project: ((d: Doc) => Doc) | undefined) =>
      (doc: Doc): Doc => ({ ...(project ? project(doc) : doc), [field!]: scoreOf(doc) }),
  };
}

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const limitRaw = optionalInt(cmd, 'limit') ?? 0;
  const batchSize = optionalInt(cmd, 'batchSize');
  const skip = optionalInt(cmd, 'skip') ?? 0;
  if (skip < 0) throw badValue(`Skip value must be non-negative, but received: ${skip}`);
  if (batchSize !== undefined && batchSize < 0) {
    throw badValue(`BatchSize value must be non-negative, but received: ${batchSize}`);
  }
  const coll = ctx.catalog.get(ctx.db, name);
  const filter = optionalDoc(cmd, 'filter');
  const score = withTextScore(
    coll,
    filter,
    optionalDoc(cmd, 'sort'),
    optionalDoc(cmd, 'projection'),
  );
  let docs = selectDocuments(coll, {
    filter,
    sort: score.sort,
    skip: score.byScore ? 0 : skip,
    collation: collationOf(cmd),
  });
  if (score.byScore) docs = score.byScore(docs).slice(skip);
  const plain = compileProjection(score.projection, filter);
  const projector = score.field ? score.addTo(plain) : plain;
  // Legacy negative limit: return at most |limit| documents in one batch and close the cursor.
  const singleBatch = cmd.singleBatch === true || limitRaw < 0;
  const limit = Math.abs(limitRaw);
  return ctx.cursors.open(`${ctx.db}.${name}`, projector ? mapped(docs, projector) : docs, {
    batchSize: singleBatch ? (batchSize ?? (limit || undefined)) : batchSize,
    limit,
    singleBatch,
    noTimeout: cmd.noCursorTimeout === true,
    alive: stillServes(ctx, name, coll),
  });
};

const getMore: CommandHandler = (cmd, ctx) => {
  const id = cmd.getMore;
  if (!Long.isLong(id) && !isNumeric(id)) throw badValue('getMore cursor id must be a long');
  const cursorId = Long.isLong(id) ? id : Long.fromNumber(toNumber(id));
  if (typeof cmd.collection !== 'string') throw badValue("getMore needs a 'collection' string");
  return ctx.cursors.getMore(
    cursorId,
    `${ctx.db}.${cmd.collection}`,
    optionalInt(cmd, 'batchSize'),
  );
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const ids = Array.isArray(cmd.cursors) ? cmd.cursors : [];
  const longs = ids.map((v: unknown) => (Long.isLong(v) ? v : Long.fromNumber(toNumber(v))));
  const { killed, notFound } = ctx.cursors.kill(longs);
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

export const findCommands: Record<string, CommandHandler> = { find, getMore, killCursors };
