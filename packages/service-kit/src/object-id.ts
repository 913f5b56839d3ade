import { createError } from './errors';

const objectIdPattern = /^[a-f0-9]{24}$/i;

/** Whether a value is a MongoDB ObjectId in its 24-hex-digit form (either case). */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && objectIdPattern.test(value);
}

/**
 * A path parameter naming a stored document by its id. One that is not an id names nothing
 * that could exist, so it is answered like a missing document: 404 with the route's own message
 * (ids in a body or query are validated by their zod schema instead: 400). Answers the id in
 * lower case, the form it is stored in.
 */
export function parseObjectIdParam(value: unknown, notFoundMessage: string): string {
  if (!isObjectId(value)) throw createError(404, notFoundMessage);
  return value.toLowerCase();
}
