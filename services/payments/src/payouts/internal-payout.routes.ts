import { Router } from '@koa/router';
import { internalRoutes, koaPath } from '@cardbridge/api-routes';
import type { Payout } from '@cardbridge/contracts';
import { idempotencyKeyOf, requireInternalToken, validate } from '@cardbridge/service-kit';
import type { Inbox, ServiceState } from '@cardbridge/service-kit';
import { createPayout } from './create-payout';
import type { CreatePayoutDeps } from './create-payout';
import { reversePayout } from './reverse-payout';
import { toPayout } from './transaction.view';

export interface InternalPayoutDeps extends CreatePayoutDeps {
  inbox: Inbox;
  /** Called once a payout is booked, so the sender pays it now rather than at its next round. */
  onBooked: () => void;
}

const { payouts, payoutReversals } = internalRoutes;

/**
 * The submissions service's outbox delivers here (docs/product.md#payouts-and-transactions). Each
 * message is applied once by its idempotency key; a redelivery gets the first answer.
 */
export function internalPayoutRoutes(
  deps: InternalPayoutDeps,
  internalToken: string,
): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.use(requireInternalToken(internalToken));

  router.post(koaPath(payouts.path), async (ctx) => {
    const key = idempotencyKeyOf(ctx);
    const { payload } = validate(payouts.request, ctx.request.body);
    const { result } = await deps.inbox.applyOnce(key, async () =>
      toPayout(await createPayout(payload, deps)),
    );
    deps.onBooked();
    ctx.status = 201;
    ctx.body = result satisfies Payout;
  });

  router.post(koaPath(payoutReversals.path), async (ctx) => {
    const key = idempotencyKeyOf(ctx);
    const { payload } = validate(payoutReversals.request, ctx.request.body);
    const { result } = await deps.inbox.applyOnce(key, async () =>
      toPayout(await reversePayout(payload, deps)),
    );
    ctx.body = result satisfies Payout;
  });

  return router;
}
