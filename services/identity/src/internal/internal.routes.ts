import { Router } from '@koa/router';
import createError from 'http-errors';
import { requireInternalToken } from '@cardbridge/service-kit';
import { revokedSessionsSince } from '../sessions/revoked-sessions';
import type { SessionModel } from '../sessions/session.model';

/** Service-to-service routes; never routed by the gateway, and guarded by the internal token. */
export function internalRoutes({
  sessions,
  internalToken,
}: {
  sessions: SessionModel;
  internalToken: string;
}) {
  const router = new Router({ prefix: '/internal' });
  router.use(requireInternalToken(internalToken));

  // The feed every service's session check polls (every 2 s) to honour logouts.
  router.get('/revoked-sessions', async (ctx) => {
    const raw = ctx.query.since;
    let since: Date | undefined;
    if (typeof raw === 'string' && raw) {
      since = new Date(raw);
      if (Number.isNaN(since.getTime())) throw createError(400, 'since must be an ISO date');
    }
    ctx.body = await revokedSessionsSince(sessions, since);
  });

  return router;
}
