import { Router } from '@koa/router';
import { createError } from '@cardbridge/service-kit';
import { internalRoutes as rows, koaPath } from '@cardbridge/api-routes';
import { registrationsQuerySchema } from '@cardbridge/contracts';
import type { InternalUser, RegistrationsFrom } from '@cardbridge/contracts';
import { idempotencyKeyOf, requireInternalToken, validate } from '@cardbridge/service-kit';
import type { Inbox } from '@cardbridge/service-kit';
import type { AdminAuditModel } from '../audit/admin-audit.model';
import { appendAdminAudit } from '../audit/append-admin-audit';
import { revokedSessionsSince } from '../sessions/revoked-sessions';
import type { SessionModel } from '../sessions/session.model';
import { findUser } from '../users/find-user';
import { registeredFrom } from '../users/registered-from';
import type { UserModel } from '../users/user.model';
import { toInternalUser } from '../users/user.view';

/** Service-to-service routes; never routed by the gateway, and guarded by the internal token. */
export function internalRoutes({
  sessions,
  users,
  audit,
  inbox,
  internalToken,
}: {
  sessions: SessionModel;
  users: UserModel;
  audit: AdminAuditModel;
  inbox: Inbox;
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

  // submissions' linked-accounts signal: who else signed up from this address lately.
  router.get(koaPath(rows.registrations.path), async (ctx) => {
    const { address, since } = validate(registrationsQuerySchema, ctx.request.query);
    ctx.body = (await registeredFrom(
      { address, since: new Date(since) },
      { users },
    )) satisfies RegistrationsFrom;
  });

  // Other services' outboxes deliver admin actions here (status changes, payout approvals, photo
  // views...), each applied once by its idempotency key: a redelivery adds no second entry.
  router.post(koaPath(rows.adminAudit.path), async (ctx) => {
    const key = idempotencyKeyOf(ctx);
    const { payload } = validate(rows.adminAudit.request, ctx.request.body);
    const { result } = await inbox.applyOnce(key, (k) =>
      appendAdminAudit({ ...payload, at: new Date(payload.at), key: k }, { audit }),
    );
    ctx.body = result;
  });

  return router;
}
