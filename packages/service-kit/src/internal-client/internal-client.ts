import { randomUUID } from 'node:crypto';
import createError from 'http-errors';
import type { HttpError } from 'http-errors';
import type { z } from 'zod';
import { internalTokenHeader } from '../auth/internal-token';

/** Header carrying the key a receiver uses to apply a POST once (`createInbox().applyOnce`). */
export const idempotencyKeyHeader = 'idempotency-key';

export interface InternalClientOptions {
  /** The neighbour's name, in error messages and logs (`payments`). */
  service: string;
  /** Its base URL (`PAYMENTS_URL`). */
  baseUrl: string;
  /** The platform's shared `INTERNAL_TOKEN`. */
  internalToken: string;
  /** A call that takes longer counts as the neighbour being down. 5 s by default. */
  timeoutMs?: number;
  /** The 503 message the caller's client reads when the neighbour is down. */
  unavailableMessage?: string;
}

export interface PostOptions {
  /** Sent as `Idempotency-Key`; a fresh UUID when not given (an outbox passes its message id). */
  idempotencyKey?: string;
}

export interface InternalClient {
  readonly service: string;
  /** GET, the answer parsed with `schema`. Any non-2xx fails (see `find` for 404s). */
  get: <S extends z.ZodType>(path: string, schema: S) => Promise<z.output<S>>;
  /** GET where 404 means "no such thing": answers `undefined` then. */
  find: <S extends z.ZodType>(path: string, schema: S) => Promise<z.output<S> | undefined>;
  /** POST a JSON body with an idempotency key, the answer parsed with `schema`. */
  post: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: PostOptions,
  ) => Promise<z.output<S>>;
}

/**
 * The one way a service calls another: base URL, the shared internal token, a timeout, answers
 * checked against the contracts' zod schemas. A neighbour that is down, slow, failing (5xx) or
 * answering something unexpected becomes a 503 whose message is shown to the user (they can
 * retry); a 4xx other than a `find`'s 404 is this service's mistake and becomes a hidden 502.
 * Errors carry `neighbourStatus` (the status the neighbour answered, if any) for the caller.
 */
export function createInternalClient({
  service,
  baseUrl,
  internalToken,
  timeoutMs = 5_000,
  unavailableMessage = `The ${service} service is unavailable right now. Please try again.`,
}: InternalClientOptions): InternalClient {
  const unavailable = (reason: string, neighbourStatus?: number): HttpError =>
    // A 5xx message is hidden from clients unless marked: this one is written for them.
    createError(503, unavailableMessage, { expose: true, reason, neighbourStatus });

  async function call(method: string, path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, baseUrl), {
        ...init,
        method,
        headers: { [internalTokenHeader]: internalToken, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw unavailable(`${method} ${path}: ${reason}`);
    }
  }

  async function parse<S extends z.ZodType>(
    response: Response,
    label: string,
    schema: S,
  ): Promise<z.output<S>> {
    if (response.status >= 500) {
      throw unavailable(`${label}: ${service} answered ${response.status}`, response.status);
    }
    if (!response.ok) {
      throw createError(502, `${label}: ${service} refused the call with ${response.status}`, {
        neighbourStatus: response.status,
      });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw unavailable(`${label}: ${service} answered something other than JSON`);
    }
    const result = schema.safeParse(body);
    if (!result.success) throw unavailable(`${label}: unexpected answer from ${service}`);
    return result.data;
  }

  return {
    service,
    get: async (path, schema) => parse(await call('GET', path, {}), `GET ${path}`, schema),
    find: async (path, schema) => {
      const response = await call('GET', path, {});
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      return parse(response, `GET ${path}`, schema);
    },
    post: async (path, body, schema, { idempotencyKey = randomUUID() } = {}) =>
      parse(
        await call('POST', path, {
          headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: idempotencyKey },
          body: JSON.stringify(body),
        }),
        `POST ${path}`,
        schema,
      ),
  };
}
