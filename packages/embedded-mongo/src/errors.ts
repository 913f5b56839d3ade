/**
 * A command failure in mongod's shape: `{ ok: 0, errmsg, code, codeName }` plus optional extra
 * fields (e.g. `keyPattern`/`keyValue` on duplicate keys). Drivers branch on `code`, so every
 * thrown error carries the code mongod would use.
 */
export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toDocument(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const badValue = (msg: string): MongoCommandError =>
  new MongoCommandError(2, 'BadValue', msg);
export const failedToParse = (msg: string): MongoCommandError =>
  new MongoCommandError(9, 'FailedToParse', msg);
export const typeMismatch = (msg: string): MongoCommandError =>
  new MongoCommandError(14, 'TypeMismatch', msg);
export const illegalOperation = (msg: string): MongoCommandError =>
  new MongoCommandError(20, 'IllegalOperation', msg);
export const namespaceNotFound = (msg: string): MongoCommandError =>
  new MongoCommandError(26, 'NamespaceNotFound', msg);
export const indexNotFound = (msg: string): MongoCommandError =>
  new MongoCommandError(27, 'IndexNotFound', msg);
export const conflictingUpdate = (msg: string): MongoCommandError =>
  new MongoCommandError(40, 'ConflictingUpdateOperators', msg);
export const cursorNotFound = (msg: string): MongoCommandError =>
  new MongoCommandError(43, 'CursorNotFound', msg);
export const namespaceExists = (msg: string): MongoCommandError =>
  new MongoCommandError(48, 'NamespaceExists', msg);
export const commandNotFound = (name: string): MongoCommandError =>
  new MongoCommandError(59, 'CommandNotFound', `no such command: '${name}'`);
export const immutableField = (msg: string): MongoCommandError =>
  new MongoCommandError(66, 'ImmutableField', msg);
export const invalidOptions = (msg: string): MongoCommandError =>
  new MongoCommandError(72, 'InvalidOptions', msg);
export const indexOptionsConflict = (msg: string): MongoCommandError =>
  new MongoCommandError(85, 'IndexOptionsConflict', msg);
export const indexKeySpecsConflict = (msg: string): MongoCommandError =>
  new MongoCommandError(86, 'IndexKeySpecsConflict', msg);
export const invalidNamespace = (msg: string): MongoCommandError =>
  new MongoCommandError(73, 'InvalidNamespace', msg);
export const pipelineStageNotSupported = (stage: string): MongoCommandError =>
  new MongoCommandError(40324, 'Location40324', `Unrecognized pipeline stage name: '${stage}'`);
export const pathNotViable = (msg: string): MongoCommandError =>
  new MongoCommandError(28, 'PathNotViable', msg);
export const bsonObjectTooLarge = (msg: string): MongoCommandError =>
  new MongoCommandError(10334, 'BSONObjectTooLarge', msg);
