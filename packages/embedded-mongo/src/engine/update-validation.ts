import { resolve } from 'mingo/util';
import { badValue, conflictingUpdate, failedToParse, pathNotViable, typeMismatch } from '../errors';
import { isNumeric, isPlainObject, type Doc } from '../query/values';
import { typeAlias } from '../query/bson-type';

export const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$rename',
  '$min',
  '$max',
  '$currentDate',
  '$addToSet',
  '$push',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
  '$setOnInsert',
]);

/** Rejects unknown modifiers (code 9) and two operators touching overlapping paths (code 40). */
export function validateModifier(modifier: Doc): void {
  const paths: string[] = [];
  for (const [op, args] of Object.entries(modifier)) {
    if (!UPDATE_OPERATORS.has(op)) {
      throw failedToParse(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(args)) {
      throw failedToParse(
        `Modifiers operate on fields but we found type ${typeAlias(args)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(args)}}`,
      );
    }
    for (const [path, value] of Object.entries(args)) {
      paths.push(path);
      if (op === '$rename' && typeof value === 'string') paths.push(value);
      if ((op === '$inc' || op === '$mul') && !isNumeric(value)) {
        throw typeMismatch(
          `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(value)}}`,
        );
      }
    }
  }
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (cur === prev || cur.startsWith(prev + '.')) {
      throw conflictingUpdate(`Updating the path '${cur}' would create a conflict at '${prev}'`);
    }
  }
}

/** mongod refuses arithmetic on a non-numeric existing value (code 14). */
export function checkArithmeticTargets(doc: Doc, modifier: Doc): void {
  for (const op of ['$inc', '$mul'] as const) {
    const args = modifier[op];
    if (!isPlainObject(args)) continue;
    for (const path of Object.keys(args)) {
      if (path.includes('$')) continue;
      const current = resolve(doc, path);
      if (current !== undefined && current !== null && !isNumeric(current)) {
        throw typeMismatch(
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(String(doc._id))}} has the field '${path.split('.').pop()}' of non-numeric type ${typeAlias(current)}`,
        );
      }
    }
  }
}

const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);

/** A short rendering of a document for mongod-style messages. */
const brief = (doc: Doc): string => `{_id: ${JSON.stringify(String(doc._id))}}`;

/**
 * Updates mongod refuses for the document at hand: a field created through an array of documents
 * (`$set: { 'lines.qty': 1 }`, PathNotViable 28) and an array operator on a value that is not an
 * array (BadValue 2, TypeMismatch 14 for $pop). Positional paths are left to the updater.
 */
export function checkUpdateTargets(doc: Doc, modifier: Doc): void {
  for (const [op, args] of Object.entries(modifier)) {
    if (!isPlainObject(args)) continue;
    for (const path of Object.keys(args)) {
      if (path.includes('$')) continue;
      const parts = path.split('.');
      let value: unknown = doc;
      for (let i = 0; i < parts.length - 1 && value !== undefined && value !== null; i++) {
        if (Array.isArray(value) && !/^\d+$/.test(parts[i]!)) {
          throw pathNotViable(
            `Cannot create field '${parts[i]}' in element {${parts.slice(0, i).join('.')}: [...]}`,
          );
        }
        value =
          isPlainObject(value) || Array.isArray(value) ? (value as Doc)[parts[i]!] : undefined;
      }
      if (Array.isArray(value) && !/^\d+$/.test(parts.at(-1)!) && op !== '$unset') {
        throw pathNotViable(
          `Cannot create field '${parts.at(-1)}' in element {${parts.slice(0, -1).join('.')}: [...]}`,
        );
      }
      if (!ARRAY_OPERATORS.has(op)) continue;
      const target = resolve(doc, path);
      if (target === undefined || target === null || Array.isArray(target)) continue;
      if (op === '$pop') {
        throw typeMismatch(
          `Path '${path}' contains an element of non-array type '${typeAlias(target)}'`,
        );
      }
      if (op === '$pull' || op === '$pullAll')
        throw badValue(`Cannot apply ${op} to a non-array value`);
      throw badValue(
        `The field '${path}' must be an array but is of type ${typeAlias(target)} in document ${brief(doc)}`,
      );
    }
  }
}
