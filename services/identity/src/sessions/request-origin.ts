import type { Context } from 'koa';
import type { AttemptOrigin } from '../auth/attempt-origin';

/** The client's address (the gateway's X-Forwarded-For, app.proxy on) and user agent. */
export function attemptOrigin(ctx: Context): AttemptOrigin {
  return { address: ctx.ip || 'unknown', userAgent: ctx.get('user-agent').slice(0, 300) };
}
