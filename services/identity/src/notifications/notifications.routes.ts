import { Router } from '@koa/router';
import { notificationsUpdateSchema } from '@cardbridge/contracts';
import type { NotificationPreferences } from '@cardbridge/contracts';
import { currentUser, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { UserAccounts } from '../users/user-accounts';

/** GET and PATCH /api/notifications: the signed-in user's notification preferences. */
export function notificationsRoutes({
  accounts,
  guards,
}: {
  accounts: UserAccounts;
  guards: SessionGuards;
}) {
  const router = new Router<AuthState>({ prefix: '/api/notifications' });

  router.get('/', guards.requireUser, async (ctx) => {
    ctx.body = (await accounts.notificationsOf(
      currentUser(ctx).id,
    )) satisfies NotificationPreferences;
  });

  router.patch('/', guards.requireUser, async (ctx) => {
    const input = validate(notificationsUpdateSchema, ctx.request.body);
    ctx.body = (await accounts.updateNotifications(
      currentUser(ctx).id,
      input,
    )) satisfies NotificationPreferences;
  });

  return router;
}
