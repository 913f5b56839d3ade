import { Router } from '@koa/router';
import type { AdminSubmission, SubmissionClaim } from '@cardbridge/contracts';
import { currentAdmin, parseObjectIdParam, requirePermission } from '@cardbridge/service-kit';
import type { AuthState, Outbox, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { toAdminItem } from '../admin-review/admin-items';
import type { AdminItemsDeps } from '../admin-review/admin-items';
import { seesSecrets } from '../admin-review/admin-review.routes';
import { toSubmissionClaim } from './claim-lease';
import { claimSubmission } from './claim-submission';
import { releaseClaim } from './release-claim';
import { reviewNext } from './review-next';

type State = ServiceState & AuthState;

export interface ClaimRouteDeps extends AdminItemsDeps {
  outbox: Outbox;
  guards: Pick<SessionGuards, 'requireAdmin'>;
}

/** Claiming submissions and "Review next" (docs/product.md#review-console): deciders only. */
export function claimRoutes(deps: ClaimRouteDeps): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin/submissions' });
  // On each route, not `router.use`: the prefix is shared with the queue's read-only routes.
  const decide = [deps.guards.requireAdmin, requirePermission('review.decide')] as const;

  router.post('/next', ...decide, async (ctx) => {
    const claimed = await reviewNext({ admin: currentAdmin(ctx), address: ctx.ip }, deps);
    if (!claimed) {
      ctx.status = 204;
      return;
    }
    ctx.body = (await toAdminItem(
      claimed,
      { secrets: seesSecrets(ctx) },
      deps,
    )) satisfies AdminSubmission;
  });

  router.post('/:id/claim', ...decide, async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
    const claim = await claimSubmission({ id, admin: currentAdmin(ctx), address: ctx.ip }, deps);
    ctx.body = toSubmissionClaim(claim) satisfies SubmissionClaim;
  });

  router.delete('/:id/claim', ...decide, async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
    await releaseClaim({ id, admin: currentAdmin(ctx) }, deps);
    ctx.status = 204;
  });
  return router;
}
