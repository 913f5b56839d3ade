import type { Middleware } from 'koa';
import type { ServiceState } from './service-state';

/**
 * Probes and service-to-service polling (e.g. the revoked-session feed, every 2 s per service) run
 * around the clock; logging them at info would drown the real traffic.
 */
const isQuiet = (path: string) =>
  path === '/healthz' || path === '/readyz' || path.startsWith('/internal/');

/**
 * One line per request: id (from the child logger), method, path, status and duration.
 * Deliberately no query string, headers or body: they may carry credentials.
 * Mounted outside the error middleware, so it sees the status the client actually got.
 */
export function requestLog(): Middleware<ServiceState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round(durationMs * 100) / 100,
      };
      const level = isQuiet(ctx.path) && ctx.status < 400 ? 'debug' : 'info';
      ctx.state.log[level](line, 'request completed');
    }
  };
}
