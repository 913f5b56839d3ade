import { Aggregator } from 'mingo/aggregator';
import type { AnyObject } from 'mingo/types';
import type { CommandContext, CommandHandler } from './context';
import { collationOf, optionalInt } from './args';
import { countMatching, selectDocuments, textScorer } from '../engine/select';
import { isTextScoreMeta } from '../query/text-search';
import { mingoOptions } from '../query/mingo-options';
import { translateMingoError } from '../query/filter';
import { toPlain } from '../query/clone';
import { fieldsRead } from '../query/pipeline-fields';
import { isPlainObject, type Doc } from '../query/values';
import { badValue, MongoCommandError } from '../errors';

/** Stages that would need to write or reach outside the database: refused, never ignored. */
const REFUSED_STAGES = new Set(['$out', '$merge', '$currentOp', '$listSessions', '$changeStream']);

function checkStages(pipeline: Doc[]): void {
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) throw badValue('Each element of the pipeline must be an object');
    const name = Object.keys(stage)[0] ?? '';
    if (REFUSED_STAGES.has(name)) {
      throw new MongoCommandError(
        40324,
        'Location40324',
        `${name} is not supported by the embedded server`,
      );
    }
    const arg = stage[name];
    if (name === '$facet' && isPlainObject(arg)) {
      for (const sub of Object.values(arg)) if (Array.isArray(sub)) checkStages(sub as Doc[]);
    }
    if (name === '$lookup' && isPlainObject(arg)) {
      if (arg.from !== undefined && typeof arg.from !== 'string') {
        throw badValue('$lookup from must be a collection name of the same database');
      }
      if (Array.isArray(arg.pipeline)) checkStages(arg.pipeline as Doc[]);
    }
  }
}

/** Plain copies of a collection's documents, for $lookup/$unionWith/$graphLookup. */
const resolverFor =
  (ctx: CommandContext) =>
  (name: string): AnyObject[] =>
    [...(ctx.catalog.get(ctx.db, name)?.docs.values() ?? [])].map((d) => toPlain(d) as AnyObject);

const isConstant = (v: unknown): boolean =>
  v === null || typeof v === 'number' || (typeof v === 'string' && !v.startsWith('$'));

/**
 * Recognizes the counting tail drivers and mongoose send for countDocuments:
 * `[$skip?, $limit?, { $group: { _id: <constant>, n: { $sum: 1 } } }]` or `[$count]`. Those are
 * answered by counting matches, without copying every document for mingo.
 */
function countOnly(
  stages: Doc[],
): { skip: number; limit?: number; shape: (n: number) => Doc } | undefined {
  let skip = 0;
  let limit: number | undefined;
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i]!;
    const last = i === stages.length - 1;
    if (typeof stage.$skip === 'number' && limit === undefined && !last) skip += stage.$skip;
    else if (typeof stage.$limit === 'number' && !last)
      limit = Math.min(limit ?? Infinity, stage.$limit);
    else if (last && typeof stage.$count === 'string') {
      const field = stage.$count;
      return { skip, limit, shape: (n) => ({ [field]: n }) };
    } else if (last && isPlainObject(stage.$group)) {
      const { _id, ...accumulators } = stage.$group;
      const entries = Object.entries(accumulators);
      const countsOne = entries.every(
        ([, acc]) => isPlainObject(acc) && Object.keys(acc).length === 1 && acc.$sum === 1,
      );
      if (!isConstant(_id) || entries.length === 0 || !countsOne) return undefined;
      return {
        skip,
        limit,
        shape: (n) => ({ _id, ...Object.fromEntries(entries.map(([k]) => [k, n])) }),
      };
    } else return undefined;
  }
  return undefined;
}

/** Stages that only filter, order or cut the stream, never computing a value. */
const SELECTING_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$count']);

/** Whether a filter could evaluate an aggregation expression (which needs plain numbers). */
function mentionsExpression(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(mentionsExpression);
  if (!isPlainObject(v)) return false;
  return Object.entries(v).some(
    ([k, sub]) => k === '$expr' || k === '$where' || k === '$function' || mentionsExpression(sub),
  );
}

const isProjectionFlag = (v: unknown): boolean => v === 0 || v === 1 || v === true || v === false;

/**
 * Whether every stage passes stored values through untouched (filters, sorts, skips, limits,
 * counts and projections that keep or drop top-level fields). Such pipelines run on the live documents, so an
 * integral Double or a Long reaches the client as stored; any stage that may compute runs on
 * plain copies, where mingo's arithmetic needs JS numbers.
 */
function passesValuesThrough(stages: Doc[]): boolean {
  return stages.every((stage) => {
    const name = Object.keys(stage)[0] ?? '';
    const arg = stage[name];
    if (name === '$project') {
      // Top-level fields only: mingo excludes a dotted path by deleting it from a shallow copy,
      // which would reach into the live document's sub-document.
      return (
        isPlainObject(arg) &&
        Object.entries(arg).every(
          ([k, v]) => !k.includes('$') && !k.includes('.') && isProjectionFlag(v),
        )
      );
    }
    if (name === '$match') return !mentionsExpression(arg);
    return SELECTING_STAGES.has(name);
  });
}

/** Where a pipeline after a `$text` match reads each document's textScore. */
const TEXT_SCORE_FIELD = '__textScore';

/**
 * The stages with `{ $meta: 'textScore' }` read from TEXT_SCORE_FIELD (a $sort on it: highest
 * first), or undefined when no stage asks for the score.
 */
function withTextScores(stages: Doc[]): Doc[] | undefined {
  let asked = false;
  const rewrite = (v: unknown, inSort: boolean): unknown => {
    if (Array.isArray(v)) return v.map((x) => rewrite(x, false));
    if (!isPlainObject(v)) return v;
    if (isTextScoreMeta(v)) {
      asked = true;
      return `$${TEXT_SCORE_FIELD}`;
    }
    const entries = Object.entries(v).map(([k, x]) => {
      if (inSort && isTextScoreMeta(x)) {
        asked = true;
        return [TEXT_SCORE_FIELD, -1];
      }
      return [k, rewrite(x, k === '$sort')];
    });
    return Object.fromEntries(entries);
  };
  const out = stages.map((stage) => rewrite(stage, false) as Doc);
  return asked ? out : undefined;
}

/**
 * Copies for a computing pipeline: only the fields it reads when that is known (a text score is
 * computed from the whole document, so a scored pipeline gets whole copies).
 */
function plainCopies(docs: Doc[], stages: Doc[], scored: boolean): Doc[] {
  const fields = scored ? undefined : fieldsRead(stages);
  if (!fields) return docs.map((d) => toPlain(d) as Doc);
  return docs.map((d) => {
    const copy: Doc = {};
    for (const field of fields) if (field in d) copy[field] = toPlain(d[field]);
    return copy;
  });
}

/** Runs a pipeline; a leading $match is answered by the planner (and so can use an index). */
export function runPipeline(
  ctx: CommandContext,
  collName: string,
  pipeline: Doc[],
  cmd: Doc,
): Doc[] {
  checkStages(pipeline);
  const collation = collationOf(cmd);
  let rest = pipeline;
  let filter: Doc | undefined;
  const first = pipeline[0];
  if (first && isPlainObject(first.$match) && !('$expr' in first.$match)) {
    filter = first.$match;
    rest = pipeline.slice(1);
  }
  const counted = countOnly(rest);
  if (counted) {
    let n = countMatching(ctx.catalog.get(ctx.db, collName), filter, collation);
    n = Math.max(0, n - counted.skip);
    if (counted.limit !== undefined) n = Math.min(n, counted.limit);
    return n === 0 ? [] : [counted.shape(n)];
  }
  const coll = ctx.catalog.get(ctx.db, collName);
  const selected = [...selectDocuments(coll, { filter, collation })];
  const scored = filter && '$text' in filter ? withTextScores(rest) : undefined;
  // mingo never mutates its input documents, so selecting stages may read the live ones.
  let input = passesValuesThrough(rest) ? selected : plainCopies(selected, rest, !!scored);
  if (rest.length === 0) return input;
  if (scored) {
    const scoreOf = textScorer(coll, filter);
    input = input.map((d) => ({ ...d, [TEXT_SCORE_FIELD]: scoreOf(d) }));
    rest = scored;
  }
  try {
    const agg = new Aggregator(
      rest,
      mingoOptions({
        collation,
        collectionResolver: resolverFor(ctx),
        variables: isPlainObject(cmd.let) ? cmd.let : undefined,
      }),
    );
    const out = agg.run(input) as Doc[];
    if (scored) for (const doc of out) delete doc[TEXT_SCORE_FIELD];
    return out;
  } catch (err) {
    return translateMingoError(err);
  }
}

const aggregate: CommandHandler = (cmd, ctx) => {
  const target = cmd.aggregate;
  if (typeof target !== 'string') {
    throw badValue(
      "aggregate on a database ('aggregate: 1') is not supported by the embedded server",
    );
  }
  if (!Array.isArray(cmd.pipeline))
    throw badValue("'pipeline' option must be specified as an array");
  if (cmd.explain === true) throw badValue('explain is not supported by the embedded server');
  if (!isPlainObject(cmd.cursor)) {
    throw new MongoCommandError(
      9,
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const results = runPipeline(ctx, target, cmd.pipeline as Doc[], cmd);
  return ctx.cursors.open(`${ctx.db}.${target}`, results, {
    batchSize: optionalInt(cmd.cursor, 'batchSize'),
  });
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
