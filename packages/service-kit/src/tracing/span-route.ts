import { trace } from '@opentelemetry/api';
import type { Middleware } from 'koa';

/**
 * Names the request's server span (made by the http instrumentation) after the route template,
 * `POST /api/admin/submissions/:id/status`, as the request metrics do: raw paths hold ids.
 */
export function spanRoute(): Middleware {
  return async (ctx, next) => {
    const span = trace.getActiveSpan();
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      if (span && typeof route === 'string') {
        span.updateName(`${ctx.method} ${route}`);
        span.setAttribute('http.route', route);
      }
    }
  };
}
