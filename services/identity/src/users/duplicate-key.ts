import { createError, duplicateKeyField, isDuplicateKeyError } from '@cardbridge/service-kit';

/**
 * Two sign-ups can race past the "is it taken?" check; the unique index decides, and this turns
 * its error into the same 409 the check would have given.
 */
export function conflictFromDuplicateKey(error: unknown): Error {
  if (!isDuplicateKeyError(error)) return error instanceof Error ? error : new Error(String(error));
  return duplicateKeyField(error) === 'email'
    ? createError(409, 'Email is already registered')
    : createError(409, 'Username is already taken');
}
