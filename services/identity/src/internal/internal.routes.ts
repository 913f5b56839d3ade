import { Router } from '@koa/router';
import createError from 'http-errors';
import type { InternalUser } from '@cardbridge/contracts';
import { requireInternalToken } from '@cardbridge/service-kit';
import { revokedSessionsSince } from '../sessions/revoked-sessions';
import type { SessionModel } from '../sessions/session.model';
import type { UserAccounts } from '../users/user-accounts';

/** Service-to-service routes; never routed by the gateway, and guarded by the internal token. */
export function internalRoutes({
  sessions,
  accounts,
  internalToken,
}: {
  sessions: SessionModel;
  accounts: Pick<UserAccounts, 'findById'>;
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

  // Who a user is, for services that record it (a submission's seller email, a chat's user):
  // asked with the internal token, never with the user's own cookie.
  router.get('/users/:id', async (ctx) => {
    const user = await accounts.findById(String(ctx.params.id));
    if (!user) throw createError(404, 'User not found');
    ctx.body = {
      id: user.id as string,
      username: user.username,
      email: user.email,
    } satisfies InternalUser;
  });

  return router;
}
