import { Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import type { Middleware } from 'koa';

/** The route label of a request no route answered (404s, 405s, probes of random paths). */
export const unmatchedRoute = 'unmatched';

/**
 * Request rate, errors and durations in one histogram. The route label is the @koa/router
 * template (`/api/admin/submissions/:id/status`), never the raw path, so ids and scanners' random
 * paths cannot grow the number of series without bound.
 */
export function httpMetrics(registry: Registry): Middleware {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return async (ctx, next) => {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      // Mounted outside the error middleware, like the request log: the status is the one sent.
      const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      stop({
        method: ctx.method,
        route: typeof route === 'string' ? route : unmatchedRoute,
        status: String(ctx.status),
      });
    }
  };
}
