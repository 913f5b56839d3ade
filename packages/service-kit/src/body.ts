import { koaBody } from 'koa-body';
import createError, { isHttpError } from 'http-errors';
import type { Middleware } from 'koa';

export interface JsonBodyOptions {
  /** Largest JSON body accepted; bigger ones are answered 413. */
  limit?: string;
}

/**
 * Parses JSON request bodies into `ctx.request.body`. Parser failures are replaced by clean
 * client errors: the parser's own error carries the raw body, which may hold a password.
 * Multipart uploads are parsed per route by the services that need them.
 */
export function jsonBody({ limit = '100kb' }: JsonBodyOptions = {}): Middleware {
  const parse = koaBody({
    json: true,
    jsonLimit: limit,
    jsonStrict: true,
    urlencoded: false,
    text: false,
    multipart: false,
  });
  return async (ctx, next) => {
    // Parse with a no-op `next` so only parser errors are translated, not the handlers'.
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw toBodyError(error);
    }
    await next();
  };
}

function toBodyError(error: unknown): Error {
  const status = isHttpError(error)
    ? error.status
    : ((error as { status?: unknown }).status as number | undefined);
  if (status === 413) return createError(413, 'Request body too large');
  if (status === 415) return createError(415, 'Unsupported request body encoding');
  if (status === 400) return createError(400, 'Malformed JSON in request body');
  return error instanceof Error ? error : new Error(String(error));
}
