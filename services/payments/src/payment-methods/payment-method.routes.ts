import { Router } from '@koa/router';
import { newPaymentMethodSchema, paymentMethodPatchSchema } from '@cardbridge/contracts';
import { currentUser, parseObjectIdParam, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards, ServiceState } from '@cardbridge/service-kit';
import { addPaymentMethod } from './add-payment-method';
import { editPaymentMethod } from './edit-payment-method';
import { methodNotFound } from './find-owned-method';
import { listOwnMethods } from './list-own-methods';
import { toPaymentMethod } from './payment-method.model';
import type { PaymentMethodModel } from './payment-method.model';
import type { AccountVault } from './account-vault';
import { removePaymentMethod } from './remove-payment-method';

type State = ServiceState & AuthState;

/** The signed-in user's own payout methods (docs/product.md#api). */
export function paymentMethodRoutes(
  deps: { methods: PaymentMethodModel; vault: AccountVault },
  { requireUser }: Pick<SessionGuards, 'requireUser'>,
): Router<State> {
  const router = new Router<State>({ prefix: '/api/payment-methods' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    const methods = await listOwnMethods({ userId: currentUser(ctx).id }, deps);
    ctx.body = methods.map((method) => toPaymentMethod(method, deps.vault));
  });

  router.post('/', async (ctx) => {
    const method = validate(newPaymentMethodSchema, ctx.request.body);
    const created = await addPaymentMethod({ userId: currentUser(ctx).id, method }, deps);
    ctx.status = 201;
    ctx.body = toPaymentMethod(created, deps.vault);
  });

  router.patch('/:id', async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, methodNotFound);
    const patch = validate(paymentMethodPatchSchema, ctx.request.body);
    const updated = await editPaymentMethod({ userId: currentUser(ctx).id, id, patch }, deps);
    ctx.body = toPaymentMethod(updated, deps.vault);
  });

  router.delete('/:id', async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, methodNotFound);
    await removePaymentMethod({ userId: currentUser(ctx).id, id }, deps);
    ctx.status = 204;
  });

  return router;
}
