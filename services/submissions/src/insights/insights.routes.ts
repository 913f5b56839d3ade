import { Router } from '@koa/router';
import { insightsQuerySchema } from '@cardbridge/contracts';
import type { SubmissionInsights } from '@cardbridge/contracts';
import { requirePermission, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { submissionInsights } from './submission-insights';
import type { SubmissionInsightsDeps } from './submission-insights';

export interface InsightsRouteDeps extends SubmissionInsightsDeps {
  guards: Pick<SessionGuards, 'requireAdmin'>;
}

/** The Insights tab's submissions half (docs/product.md#insights); payments serves the payouts. */
export function insightsRoutes(deps: InsightsRouteDeps): Router<ServiceState & AuthState> {
  const router = new Router<ServiceState & AuthState>();
  router.get(
    '/api/admin/insights/submissions',
    deps.guards.requireAdmin,
    requirePermission('insights'),
    async (ctx) => {
      const { days } = validate(insightsQuerySchema, ctx.query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await submissionInsights({ days }, deps)) satisfies SubmissionInsights;
    },
  );
  return router;
}
