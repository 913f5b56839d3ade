import { Router } from '@koa/router';
import { internalRoutes, koaPath } from '@cardbridge/api-routes';
import { idempotencyKeyOf, requireInternalToken, validate } from '@cardbridge/service-kit';
import type { Inbox, ServiceState } from '@cardbridge/service-kit';
import type { UserModel } from '../users/user.model';
import type { Mailer } from './mailer';
import { notifySubmissionStatus } from './notify-submission-status';

const route = internalRoutes.submissionStatusNotice;

/**
 * The submissions service's outbox delivers seller notices here. Each is applied once by its
 * idempotency key, so a redelivery (a lost answer, a restart) sends no second email.
 */
export function internalNotificationRoutes(
  deps: { users: UserModel; mailer: Mailer; inbox: Inbox },
  internalToken: string,
): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.use(requireInternalToken(internalToken));

  router.post(koaPath(route.path), async (ctx) => {
    const key = idempotencyKeyOf(ctx);
    const { payload } = validate(route.request, ctx.request.body);
    const { result } = await deps.inbox.applyOnce(key, async (k) => ({
      outcome: await notifySubmissionStatus(payload, k, deps),
    }));
    ctx.body = result;
  });

  return router;
}
