import { createError } from '@cardbridge/service-kit';

/** MongoDB's duplicate-key error (code 11000), raised by the unique indexes. */
export function isDuplicateKeyError(
  error: unknown,
): error is { keyPattern?: Record<string, unknown> } {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}

/**
 * Two sign-ups can race past the "is it taken?" check; the unique index decides, and this turns
 * its error into the same 409 the check would have given.
 */
export function conflictFromDuplicateKey(error: unknown): Error {
  if (!isDuplicateKeyError(error)) return error instanceof Error ? error : new Error(String(error));
  const field = Object.keys(error.keyPattern ?? {})[0];
  return field === 'email'
    ? createError(409, 'Email is already registered')
    : createError(409, 'Username is already taken');
}
