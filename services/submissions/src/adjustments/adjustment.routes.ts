import { Router } from '@koa/router';
import { adjustmentRequestSchema } from '@cardbridge/contracts';
import type { AdminSubmission, MySubmission } from '@cardbridge/contracts';
import {
  currentAdmin,
  currentUser,
  parseObjectIdParam,
  requirePermission,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { toAdminItem } from '../admin-review/admin-items';
import { seesSecrets } from '../admin-review/admin-review.routes';
import type { CardCipher } from '../card-secrets/card-cipher';
import { toMySubmission } from '../submissions/submission.view';
import { adjustBalance } from './adjust-balance';
import type { AdjustBalanceDeps } from './adjust-balance';
import { answerAdjustment } from './answer-adjustment';

type State = ServiceState & AuthState;

export interface AdjustmentRouteDeps extends AdjustBalanceDeps {
  cipher: CardCipher;
  guards: Pick<SessionGuards, 'requireAdmin' | 'requireUser'>;
}

/**
 * Balance adjustments (docs/product.md#balance-adjustments): a reviewer proposes one, the seller
 * accepts or declines it.
 */
export function adjustmentRoutes(deps: AdjustmentRouteDeps): Router<State> {
  const { guards } = deps;
  const router = new Router<State>({ prefix: '/api' });

  router.post(
    '/admin/submissions/:id/adjust',
    guards.requireAdmin,
    requirePermission('review.decide'),
    async (ctx) => {
      const request = validate(adjustmentRequestSchema, ctx.request.body);
      const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
      const doc = await adjustBalance(
        { id, request, admin: currentAdmin(ctx), address: ctx.ip },
        deps,
      );
      ctx.body = (await toAdminItem(
        doc,
        { secrets: seesSecrets(ctx) },
        deps,
      )) satisfies AdminSubmission;
    },
  );

  for (const [path, answer] of [
    ['accept-adjustment', 'accepted'],
    ['decline-adjustment', 'declined'],
  ] as const) {
    router.post(`/my-submissions/:id/${path}`, guards.requireUser, async (ctx) => {
      const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
      const doc = await answerAdjustment({ id, sellerId: currentUser(ctx).id, answer }, deps);
      ctx.body = toMySubmission(doc) satisfies MySubmission;
    });
  }

  return router;
}
