import { apiServer } from './api-server';
import type { ApiRoute } from './api-answers';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/contact/messages?sessionId=s1`. */
  path: string;
  request: Request;
}

const recorded: RecordedRequest[] = [];

apiServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  recorded.push({
    method: request.method,
    path: url.pathname + url.search,
    request: request.clone(),
  });
});

/** Forgets what was recorded (the kit does it after each test). */
export function clearRecordedRequests(): void {
  recorded.length = 0;
}

/** Every request made so far in this test, in order. */
export function recordedRequests(): readonly RecordedRequest[] {
  return recorded;
}

/** The requests made to one route (`'POST /api/payment-methods'`; query strings ignored). */
export function requestsTo(route: ApiRoute | `${string} /${string}`): RecordedRequest[] {
  const [method, path] = route.split(' ');
  const pattern = new RegExp(`^${(path ?? '').replace(/:[^/]+/g, '[^/]+')}$`);
  return recorded.filter((r) => r.method === method && pattern.test(r.path.split('?')[0] ?? ''));
}

/** The JSON body of the last request to a route (fails when there was none). */
export async function lastJsonBody(route: ApiRoute): Promise<unknown> {
  const last = requestsTo(route).at(-1);
  if (!last) throw new Error(`No request to ${route}`);
  return (await last.request.clone().json()) as unknown;
}
