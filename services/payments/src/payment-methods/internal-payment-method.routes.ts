import { Router } from '@koa/router';
import { internalRoutes, koaPath } from '@cardbridge/api-routes';
import { createError, parseObjectIdParam, requireInternalToken } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import { toPaymentMethod } from './payment-method.model';
import { findActiveMethod } from './find-active-method';
import { methodNotFound } from './find-owned-method';
import type { PaymentMethodModel } from './payment-method.model';
import type { AccountVault } from './account-vault';

/**
 * For the submissions service: does this live payout method belong to this seller?
 * `GET /internal/users/{userId}/payment-methods/{id}` answers the method, or 404 for any other
 * owner, a deleted or an inactive method. Never routed by the gateway; token-guarded anyway.
 */
export function internalPaymentMethodRoutes(
  deps: { methods: PaymentMethodModel; vault: AccountVault },
  internalToken: string,
): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.use(requireInternalToken(internalToken));

  router.get(koaPath(internalRoutes.sellerPaymentMethod.path), async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, methodNotFound);
    const method = await findActiveMethod({ userId: String(ctx.params.userId), id }, deps);
    if (!method) throw createError(404, methodNotFound);
    ctx.body = toPaymentMethod(method, deps.vault);
  });

  return router;
}
