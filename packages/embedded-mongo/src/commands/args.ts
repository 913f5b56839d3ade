import { badValue, invalidNamespace } from '../errors';
import { intOption, isPlainObject, type Doc } from '../query/values';
import { readCollation, type CollationSpec } from '../query/collation';

/** The collection a command targets: the value of its first (command-name) field. */
export function collectionName(cmd: Doc): string {
  const name = Object.values(cmd)[0];
  if (typeof name !== 'string' || name.length === 0) {
    const key = Object.keys(cmd)[0] ?? '';
    throw invalidNamespace(`collection name has invalid type ${typeof name} for ${key}`);
  }
  return name;
}

export function optionalDoc(cmd: Doc, field: string): Doc | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw badValue(`'${field}' must be an object`);
  return v;
}

export const optionalInt = (cmd: Doc, field: string): number | undefined =>
  cmd[field] === undefined || cmd[field] === null ? undefined : intOption(cmd[field], 0);

export const collationOf = (cmd: Doc): CollationSpec | undefined => readCollation(cmd.collation);
