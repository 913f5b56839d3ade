import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiAnswers, ApiRoute, MessageAnswer } from './api-answers';

/**
 * The one mock HTTP server of a test file: every fetch and XMLHttpRequest goes through it, and a
 * request no handler answers fails the test's request (and is reported) instead of reaching out.
 */
export const apiServer = setupServer();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

function splitRoute(route: string): { method: Method; path: string } {
  const [method, path] = route.split(' ') as [Method, string];
  if (!(method in methods) || !path?.startsWith('/')) throw new Error(`Not a route: ${route}`);
  return { method, path };
}

export interface AnswerInit {
  /** HTTP status, 200 unless told. */
  status?: number;
}

/** What a resolver may give back: the route's typed body, or a Response made by hand. */
export type Answer<R extends ApiRoute> = ApiAnswers[R] | Response;

export interface AnswerRequest {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/**
 * A handler for one route answering `body` with `status` (200 unless told). A status of 400 or
 * more takes the error body `{ message }` (docs/product.md#api-conventions) instead of the route's answer.
 */
export function answer<R extends ApiRoute>(
  route: R,
  body: ApiAnswers[R],
  init?: AnswerInit,
): HttpHandler;
export function answer(
  route: ApiRoute,
  body: MessageAnswer | string,
  init: AnswerInit,
): HttpHandler;
export function answer(route: ApiRoute, body: unknown, init: AnswerInit = {}): HttpHandler {
  return answerWith(route, () =>
    typeof body === 'string'
      ? new HttpResponse(body, { status: init.status ?? 200 })
      : HttpResponse.json(body as Record<string, unknown>, { status: init.status ?? 200 }),
  );
}

/** A handler for one route computing its answer from the request (body, params, a counter...). */
export function answerWith<R extends ApiRoute>(
  route: R,
  resolve: (request: AnswerRequest) => Answer<R> | Promise<Answer<R>>,
): HttpHandler {
  const { method, path } = splitRoute(route);
  return methods[method](path, async ({ request, params }) => {
    const result = await resolve({ request, params });
    return result instanceof Response ? result : HttpResponse.json(result as object);
  });
}

/** A handler for one route whose request never reaches the server (the fetch rejects). */
export function networkFailure(route: ApiRoute): HttpHandler {
  const { method, path } = splitRoute(route);
  return methods[method](path, () => HttpResponse.error());
}

/**
 * A handler for one route that answers only when the test says so: `release(response)` sends the
 * answer; until then the request is pending (to see a "Saving..." state).
 */
export function answerLater<R extends ApiRoute>(route: R) {
  let release: (response: Response) => void = () => {
    throw new Error(`${route} was not requested yet`);
  };
  const handler = answerWith(
    route,
    () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  return {
    handler,
    /** Sends the route's answer (200 unless told). */
    release: (body: ApiAnswers[R] | MessageAnswer, init: AnswerInit = {}) =>
      release(HttpResponse.json(body as object, { status: init.status ?? 200 })),
  };
}

/** Puts handlers in front of the ones already in place, for this test only. */
export function mockApi(...handlers: HttpHandler[]): void {
  apiServer.use(...handlers);
}
