import createError from 'http-errors';
import type { Middleware } from 'koa';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request whose `Origin` names another host
 * than the one it was sent to (or that the browser marks `Sec-Fetch-Site: cross-site`) is
 * refused. Requests without either header (curl, service-to-service) are not browser-driven
 * cross-site requests and pass; SameSite=Lax cookies cover older browsers.
 */
export function rejectCrossOrigin(): Middleware {
  return async (ctx, next) => {
    if (stateChanging.has(ctx.method)) {
      const origin = ctx.get('origin');
      const crossSite = ctx.get('sec-fetch-site') === 'cross-site';
      if (crossSite || (origin && originHost(origin) !== ctx.host)) {
        throw createError(403, 'Cross-origin request refused');
      }
    }
    await next();
  };
}
