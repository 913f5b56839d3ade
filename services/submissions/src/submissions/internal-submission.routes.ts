import { Router } from '@koa/router';
import { internalRoutes, koaPath } from '@cardbridge/api-routes';
import type { SubmissionCountsResponse } from '@cardbridge/contracts';
import { requireInternalToken } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import { countSubmissionsBySeller } from './count-submissions-by-seller';
import type { SubmissionModel } from './submission.model';

/** For identity's admin user list: submissions per seller. Never routed by the gateway. */
export function internalSubmissionRoutes(
  deps: { submissions: SubmissionModel },
  internalToken: string,
): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.use(requireInternalToken(internalToken));
  router.get(koaPath(internalRoutes.submissionCounts.path), async (ctx) => {
    const body: SubmissionCountsResponse = {
      counts: await countSubmissionsBySeller(undefined, deps),
    };
    ctx.body = body;
  });
  return router;
}
