import { Router } from '@koa/router';
import { createError, requireInternalToken } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import { toPaymentMethod } from './payment-method.model';
import type { PaymentMethodService } from './payment-method.service';

/**
 * For the submissions service: does this live payout method belong to this seller?
 * `GET /internal/users/{userId}/payment-methods/{id}` answers the method, or 404 for any other
 * owner, a deleted or an inactive method. Never routed by the gateway; token-guarded anyway.
 */
export function internalPaymentMethodRoutes(
  service: PaymentMethodService,
  internalToken: string,
): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/internal' });
  router.use(requireInternalToken(internalToken));

  router.get('/users/:userId/payment-methods/:id', async (ctx) => {
    const method = await service.findActive(String(ctx.params.userId), String(ctx.params.id));
    if (!method) throw createError(404, 'Payment method not found');
    ctx.body = toPaymentMethod(method);
  });

  return router;
}
