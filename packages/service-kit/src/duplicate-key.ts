/** MongoDB's answer when a unique index refuses a write (code 11000). */
export interface DuplicateKeyError {
  code: 11000;
  /** The refusing index's fields (`{ email: 1 }`), as the driver and mongoose report them. */
  keyPattern?: Record<string, unknown>;
}

/**
 * Whether a write failed because a unique index already holds its key: the race a "does it
 * exist?" check lost, or a second delivery of something applied once. Callers decide what that
 * means (a 409, "already there, read it", "try again").
 */
export function isDuplicateKeyError(error: unknown): error is DuplicateKeyError {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}

/** The first field of the index that refused the write (`email`), if the error names it. */
export function duplicateKeyField(error: DuplicateKeyError): string | undefined {
  return Object.keys(error.keyPattern ?? {})[0];
}
