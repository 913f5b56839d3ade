import { Router } from '@koa/router';
import { notificationsUpdateSchema } from '@cardbridge/contracts';
import type { NotificationPreferences } from '@cardbridge/contracts';
import { currentUser, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import { requireSignedInUser } from '../users/find-user';
import type { UserModel } from '../users/user.model';
import { toNotificationPreferences } from './notification-preferences.view';
import { updateNotificationPreferences } from './update-notification-preferences';

/** GET and PATCH /api/notifications: the signed-in user's notification preferences. */
export function notificationsRoutes({
  users,
  guards,
}: {
  users: UserModel;
  guards: SessionGuards;
}) {
  const router = new Router<AuthState>({ prefix: '/api/notifications' });

  router.get('/', guards.requireUser, async (ctx) => {
    const user = await requireSignedInUser({ id: currentUser(ctx).id }, { users });
    ctx.body = toNotificationPreferences(user) satisfies NotificationPreferences;
  });

  router.patch('/', guards.requireUser, async (ctx) => {
    const changes = validate(notificationsUpdateSchema, ctx.request.body);
    const user = await updateNotificationPreferences(
      { userId: currentUser(ctx).id, changes },
      { users },
    );
    ctx.body = toNotificationPreferences(user) satisfies NotificationPreferences;
  });

  return router;
}
