import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import createError from 'http-errors';
import type { HttpError } from 'http-errors';
import type { z } from 'zod';
import { fillPath } from '@cardbridge/api-routes';
import type { PathParamNames, PathParams } from '@cardbridge/api-routes';
import { internalTokenHeader } from '../auth/internal-token';
import { inSpan, withTraceHeaders } from '../tracing/trace-context';

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

/**
 * What the client needs of an internal route: a row of `internalRoutes` (@cardbridge/api-routes),
 * whose path may hold `{name}` parameters and whose response schema parses the answer.
 */
export interface InternalCall<
  Path extends string = string,
  Response extends z.ZodType = z.ZodType,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST';
  path: Path;
  response: Response;
  /** The body a POST row takes: the caller's body is typed by it. */
  request?: Request;
}

/** The body type a row takes; anything when it names no schema. */
type BodyOf<Request> = Request extends z.ZodType ? z.input<Request> : unknown;

/** The row's path parameters: required when its path has any, absent otherwise. */
type Params<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<Path> };

/** Options as a rest argument: optional for a path without parameters. */
type OptionsArg<Path extends string, Options> = [PathParamNames<Path>] extends [never]
  ? [options?: Options]
  : [options: Options];

export type GetOptions<Path extends string> = Params<Path> & {
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | undefined>;
};

export type PostOptions<Path extends string = string> = Params<Path> & {
  /** Sent as `Idempotency-Key`; a fresh UUID when not given (an outbox passes its message id). */
  idempotencyKey?: string;
};

type Get = <Path extends string, S extends z.ZodType>(
  route: InternalCall<Path, S> & { method: 'GET' },
  ...options: OptionsArg<Path, GetOptions<Path>>
) => Promise<z.output<S>>;

export interface InternalClient {
  readonly service: string;
  /** GET the row, the answer parsed with its response schema. Any non-2xx fails (see `find`). */
  get: Get;
  /** GET where 404 means "no such thing": answers `undefined` then. */
  find: <Path extends string, S extends z.ZodType>(
    route: InternalCall<Path, S> & { method: 'GET' },
    ...options: OptionsArg<Path, GetOptions<Path>>
  ) => Promise<z.output<S> | undefined>;
  /** POST a JSON body to the row with an idempotency key, the answer parsed with its schema. */
  post: <Path extends string, S extends z.ZodType, Request extends z.ZodType | undefined>(
    route: InternalCall<Path, S, Request> & { method: 'POST' },
    body: BodyOf<Request>,
    ...options: OptionsArg<Path, PostOptions<Path>>
  ) => Promise<z.output<S>>;
}

/** The row's path with its parameters filled in and the query appended. */
function urlPath(
  path: string,
  {
    params,
    query,
  }: { params?: Record<string, string>; query?: Record<string, string | undefined> },
): string {
  const filled = fillPath(path, params ?? {});
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, value);
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
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

  /** One call as a client span; its `traceparent` header carries the trace to the neighbour. */
  const call = (method: string, path: string, init: RequestInit): Promise<Response> =>
    inSpan(`${method} ${service}`, () => send(method, path, init), { kind: SpanKind.CLIENT });

  async function send(method: string, path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, baseUrl), {
        ...init,
        method,
        headers: withTraceHeaders({
          [internalTokenHeader]: internalToken,
          ...(init.headers as Record<string, string> | undefined),
        }),
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
    get: async (route, ...[options = {}]) => {
      const path = urlPath(route.path, options);
      return parse(await call('GET', path, {}), `GET ${path}`, route.response);
    },
    find: async (route, ...[options = {}]) => {
      const path = urlPath(route.path, options);
      const response = await call('GET', path, {});
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      return parse(response, `GET ${path}`, route.response);
    },
    post: async (route, body, ...[options = {}]) => {
      const path = urlPath(route.path, options);
      const idempotencyKey = options.idempotencyKey ?? randomUUID();
      const response = await call('POST', path, {
        headers: { 'content-type': 'application/json', [idempotencyKeyHeader]: idempotencyKey },
        body: JSON.stringify(body),
      });
      return parse(response, `POST ${path}`, route.response);
    },
  };
}
