import { isPlainObject, type Doc } from './values';

/**
 * Which top-level fields of the input documents a pipeline can read, so that only those are
 * copied for mingo (mongod's own dependency analysis does the same, to fetch less). Copying whole
 * documents with their histories and sub-documents was most of the cost of a `$group` over a
 * large range. The answer is undefined, and every field is copied, unless the pipeline is known
 * to end every document's life in a stage that builds new documents ($group, $count, an
 * inclusion $project, $replaceRoot...) and no stage before it can read a whole document
 * (`$$ROOT`, `$$CURRENT`, an unknown stage, an exclusion $project that would pass the rest on).
 */
export function fieldsRead(pipeline: Doc[]): Set<string> | undefined {
  const fields = new Set<string>(['_id']);
  return walk(pipeline, fields) ? fields : undefined;
}

/** Stages whose output no longer depends on fields they do not name. */
const RESETTING = new Set(['$group', '$count', '$replaceRoot', '$replaceWith', '$sortByCount']);
/** Stages that pass documents on and read only the fields they name. */
const PASSING = new Set(['$match', '$sort', '$skip', '$limit', '$addFields', '$set', '$unwind']);

/** True when the pipeline ends in a resetting stage; collects every field read on the way. */
function walk(pipeline: Doc[], fields: Set<string>): boolean {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    const arg = stage[name];
    if (name === '$facet') {
      if (!isPlainObject(arg)) return false;
      return Object.values(arg).every((sub) => Array.isArray(sub) && walk(sub as Doc[], fields));
    }
    if (name === '$project') {
      if (!isInclusion(arg)) return false;
      for (const [key, value] of Object.entries(arg as Doc)) {
        fields.add(topField(key));
        if (!collect(value, fields)) return false;
      }
      return true;
    }
    if (name === '$match') {
      if (!collectFilter(arg, fields)) return false;
      continue;
    }
    if (name === '$sort') {
      if (!isPlainObject(arg)) return false;
      for (const key of Object.keys(arg)) fields.add(topField(key));
      continue;
    }
    if (!RESETTING.has(name) && !PASSING.has(name)) return false;
    if (!collect(arg, fields)) return false;
    if (RESETTING.has(name)) return true;
  }
  return false;
}

const topField = (path: string): string => path.split('.')[0]!;

/** An inclusion projection: every top-level value is 1/true or a computed expression. */
function isInclusion(arg: unknown): boolean {
  if (!isPlainObject(arg)) return false;
  const entries = Object.entries(arg).filter(([key]) => key !== '_id');
  return entries.length > 0 && entries.every(([, v]) => v !== 0 && v !== false);
}

/** Field paths in an expression ('$a.b' reads a); false when it may read the whole document. */
function collect(value: unknown, fields: Set<string>): boolean {
  if (typeof value === 'string') {
    if (value === '$$ROOT' || value === '$$CURRENT') return false;
    if (value.startsWith('$$ROOT.')) fields.add(topField(value.slice('$$ROOT.'.length)));
    else if (value.startsWith('$$CURRENT.')) fields.add(topField(value.slice('$$CURRENT.'.length)));
    else if (value.startsWith('$') && !value.startsWith('$$')) fields.add(topField(value.slice(1)));
    return true;
  }
  if (Array.isArray(value)) return value.every((v) => collect(v, fields));
  if (!isPlainObject(value)) return true;
  for (const [key, sub] of Object.entries(value)) {
    // $getField without an input reads the current document's field by its (literal) name.
    if (key === '$getField' && !(isPlainObject(sub) && 'input' in sub)) return false;
    if (key === '$literal') continue;
    // $top/$bottom(N) name their sort's fields as keys, not as '$' paths.
    if (key === 'sortBy' && isPlainObject(sub))
      for (const path of Object.keys(sub)) fields.add(topField(path));
    if (!collect(sub, fields)) return false;
  }
  return true;
}

/** A query filter: its keys are field paths, `$expr` holds an expression, the rest are values. */
function collectFilter(filter: unknown, fields: Set<string>): boolean {
  if (!isPlainObject(filter)) return false;
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$expr') {
      if (!collect(value, fields)) return false;
    } else if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value) || !value.every((f) => collectFilter(f, fields))) return false;
    } else if (key === '$text' || key === '$where' || key === '$jsonSchema') {
      return false;
    } else if (!key.startsWith('$')) {
      fields.add(topField(key));
    } else if (key !== '$comment') {
      return false;
    }
  }
  return true;
}
