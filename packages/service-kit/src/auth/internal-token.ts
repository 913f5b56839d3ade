import { timingSafeEqual } from 'node:crypto';
import createError from 'http-errors';
import type { Middleware } from 'koa';

/** Header carrying the shared secret of service-to-service calls. */
export const internalTokenHeader = 'x-internal-token';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Guards `/internal/*` routes: only callers holding the platform's INTERNAL_TOKEN get through.
 * The gateway never routes `/internal`, this is the second line.
 */
export function requireInternalToken(expected: string): Middleware {
  return async (ctx, next) => {
    const given = ctx.get(internalTokenHeader);
    if (!given || !sameSecret(given, expected)) {
      throw createError(401, 'Internal token required');
    }
    await next();
  };
}
