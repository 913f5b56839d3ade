import { Router } from '@koa/router';
import { createError } from '@cardbridge/service-kit';
import { internalRoutes as rows, koaPath } from '@cardbridge/api-routes';
import type { InternalUser } from '@cardbridge/contracts';
import { requireInternalToken } from '@cardbridge/service-kit';
import { revokedSessionsSince } from '../sessions/revoked-sessions';
import type { SessionModel } from '../sessions/session.model';
import { findUser } from '../users/find-user';
import type { UserModel } from '../users/user.model';
import { toInternalUser } from '../users/user.view';

/** Service-to-service routes; never routed by the gateway, and guarded by the internal token. */
export function internalRoutes({
  sessions,
  users,
  internalToken,
}: {
  sessions: SessionModel;
  users: UserModel;
  internalToken: string;
}) {
  const router = new Router();
  router.use(requireInternalToken(internalToken));

  // The feed every service's session check polls (every 2 s) to honour logouts.
  router.get(koaPath(rows.revokedSessions.path), async (ctx) => {
    const raw = ctx.query.since;
    let since: Date | undefined;
    if (typeof raw === 'string' && raw) {
      since = new Date(raw);
      if (Number.isNaN(since.getTime())) throw createError(400, 'since must be an ISO date');
    }
    ctx.body = await revokedSessionsSince({ since }, { sessions });
  });

  // Who a user is, for services that record it (a submission's seller email, a chat's user):
  // asked with the internal token, never with the user's own cookie.
  router.get(koaPath(rows.user.path), async (ctx) => {
    const user = await findUser({ id: String(ctx.params.id) }, { users });
    if (!user) throw createError(404, 'User not found');
    ctx.body = toInternalUser(user) satisfies InternalUser;
  });

  return router;
}
