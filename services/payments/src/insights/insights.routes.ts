import { Router } from '@koa/router';
import { insightsQuerySchema } from '@cardbridge/contracts';
import type { PayoutInsights } from '@cardbridge/contracts';
import { requirePermission, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { payoutInsights } from './payout-insights';
import type { PayoutInsightsDeps } from './payout-insights';

/** The Insights tab's payouts half (docs/product.md#insights); submissions serves the rest. */
export function insightsRoutes(
  deps: PayoutInsightsDeps,
  { requireAdmin }: Pick<SessionGuards, 'requireAdmin'>,
): Router<ServiceState & AuthState> {
  const router = new Router<ServiceState & AuthState>();
  router.get(
    '/api/admin/insights/payouts',
    requireAdmin,
    requirePermission('insights'),
    async (ctx) => {
      const { days } = validate(insightsQuerySchema, ctx.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await payoutInsights({ days }, deps)) satisfies PayoutInsights;
    },
  );
  return router;
}
