import createError, { isHttpError } from 'http-errors';
import type { HttpError } from 'http-errors';
import type { Middleware } from 'koa';
import type { ErrorBody, FieldErrors } from '@cardbridge/contracts';
import { isDuplicateKeyError } from './duplicate-key';
import { requestIdHeader } from './request-id';
import type { ServiceState } from './service-state';

export { default as createError, HttpError, isHttpError } from 'http-errors';

/** A 400 carrying per-field messages; answered as `{ message, errors }`. */
export function validationError(message: string, errors: FieldErrors): HttpError {
  return createError(400, message, { errors });
}

/**
 * A client error whose answer carries more than its message: `{ message, ...details }`, e.g. a
 * 409 that offers a fresh quote. `message` always comes from the error.
 */
export function detailedError(status: number, message: string, details: Record<string, unknown>) {
  return createError(status, message, { details });
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/** The driver's and mongoose's names for "no database to talk to right now". */
const databaseUnreachable =
  /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed)Error$/;

/** A socket to the database that broke mid-request (the driver passes some of these on raw). */
const lostConnection = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);

/** 503 with a message a client can show: the database is down, retrying shortly may work. */
export function databaseUnavailable(): HttpError {
  return createError(503, 'The service cannot reach its database; please try again shortly', {
    expose: true,
    headers: { 'Retry-After': '1' },
  });
}

/**
 * Anything thrown becomes an HttpError; unknown errors are 500s whose message is never shown.
 * Two database errors are the client's doing and get a 4xx instead: an id that is not an id
 * (mongoose CastError) and a unique index refusing a duplicate (a race the handler's own check
 * lost). Their raw messages quote stored values, so generic messages are sent instead.
 */
function toHttpError(error: unknown): HttpError {
  if (isHttpError(error)) return error;
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (
    (typeof name === 'string' && databaseUnreachable.test(name)) ||
    (typeof code === 'string' && lostConnection.has(code))
  ) {
    return databaseUnavailable();
  }
  if (name === 'CastError') return createError(400, 'Invalid identifier');
  if (isDuplicateKeyError(error)) return createError(409, 'This record already exists');
  return createError(500, error instanceof Error ? error : String(error));
}

/**
 * The single error path of a service: every thrown error becomes `{ message }` JSON with its
 * status. Client errors (expose: true, the http-errors default below 500) show their message;
 * server errors are logged with their stack and answered with a generic message, so internals
 * never reach a client. Empty 4xx/5xx responses (unmatched route, wrong method) get the same shape.
 */
export function errorHandler(): Middleware<ServiceState> {
  return async (ctx, next) => {
    try {
      await next();
      // Unmatched routes (404) and the router's 405/501 come back without a body.
      if (ctx.body == null && ctx.status >= 400) {
        const status = ctx.status;
        ctx.body = { message: createError(status).message } satisfies ErrorBody;
        ctx.status = status;
      }
    } catch (thrown) {
      const error = toHttpError(thrown);
      if (error.status >= 500) {
        ctx.state.log.error({ err: thrown }, 'request failed');
      }
      if (ctx.headerSent || !ctx.writable) return;

      const details: unknown = (error as { details?: unknown }).details;
      const body: ErrorBody & Record<string, unknown> = {
        ...(error.expose && typeof details === 'object' && details !== null ? details : {}),
        message: error.expose ? error.message : createError(error.status).message,
      };
      const errors: unknown = (error as { errors?: unknown }).errors;
      if (error.expose && isFieldErrors(errors)) body.errors = errors;

      // Drop headers a handler set for the success case; keep the request id and the
      // error's own headers (Retry-After, WWW-Authenticate) when it is meant for the client.
      const requestIdValue = ctx.response.get(requestIdHeader);
      for (const name of ctx.res.getHeaderNames()) ctx.remove(name);
      if (requestIdValue) ctx.set(requestIdHeader, requestIdValue);
      if (error.expose && error.headers) ctx.set(error.headers);
      ctx.status = error.status;
      ctx.body = body;
    }
  };
}
