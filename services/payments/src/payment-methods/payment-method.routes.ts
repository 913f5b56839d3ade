import { Router } from '@koa/router';
import { newPaymentMethodSchema, paymentMethodPatchSchema } from '@cardbridge/contracts';
import { validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards, ServiceState } from '@cardbridge/service-kit';
import { toPaymentMethod } from './payment-method.model';
import type { PaymentMethodService } from './payment-method.service';

type State = ServiceState & AuthState;

/** The signed-in user's own payout methods (spec section 7). */
export function paymentMethodRoutes(
  service: PaymentMethodService,
  { requireUser }: Pick<SessionGuards, 'requireUser'>,
): Router<State> {
  const router = new Router<State>({ prefix: '/api/payment-methods' });
  router.use(requireUser);

  const userId = (state: State) => {
    // requireUser ran first; this narrows the type for the handlers.
    if (!state.user) throw new Error('requireUser did not set ctx.state.user');
    return state.user.id;
  };

  router.get('/', async (ctx) => {
    const methods = await service.list(userId(ctx.state));
    ctx.body = methods.map(toPaymentMethod);
  });

  router.post('/', async (ctx) => {
    const input = validate(newPaymentMethodSchema, ctx.request.body);
    const created = await service.create(userId(ctx.state), input);
    ctx.status = 201;
    ctx.body = toPaymentMethod(created);
  });

  router.patch('/:id', async (ctx) => {
    const patch = validate(paymentMethodPatchSchema, ctx.request.body);
    const updated = await service.update(userId(ctx.state), String(String(ctx.params.id)), patch);
    ctx.body = toPaymentMethod(updated);
  });

  router.delete('/:id', async (ctx) => {
    await service.remove(userId(ctx.state), String(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
