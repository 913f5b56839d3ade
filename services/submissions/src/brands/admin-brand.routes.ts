import { Router } from '@koa/router';
import { rateChangeSchema, rateHistoryQuerySchema } from '@cardbridge/contracts';
import type { PublicBrand, RateHistoryPage } from '@cardbridge/contracts';
import { currentAdmin, requirePermission, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { toPublicBrand } from './brand.view';
import { changeBrandRate } from './change-brand-rate';
import type { ChangeBrandRateDeps } from './change-brand-rate';
import { listRateHistory } from './list-rate-history';

type State = ServiceState & AuthState;

export interface AdminBrandRouteDeps extends ChangeBrandRateDeps {
  guards: Pick<SessionGuards, 'requireAdmin'>;
}

/** Finance's side of brands: set a rate, read its history (docs/product.md#rates-as-data). */
export function adminBrandRoutes(deps: AdminBrandRouteDeps): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin/brands' });
  router.use(deps.guards.requireAdmin, requirePermission('rates'));

  router.patch('/:slug', async (ctx) => {
    const { rate, confirm } = validate(rateChangeSchema, ctx.request.body);
    const brand = await changeBrandRate(
      {
        slug: String(ctx.params.slug),
        rate,
        confirm: confirm ?? false,
        admin: currentAdmin(ctx),
        address: ctx.ip,
      },
      deps,
    );
    ctx.body = toPublicBrand(brand) satisfies PublicBrand;
  });

  router.get('/:slug/history', async (ctx) => {
    const query = validate(rateHistoryQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listRateHistory(
      { slug: String(ctx.params.slug), ...query },
      deps,
    )) satisfies RateHistoryPage;
  });
  return router;
}
