import { Router } from '@koa/router';
import { payoutDeclineSchema } from '@cardbridge/contracts';
import type { AdminPayout } from '@cardbridge/contracts';
import {
  currentAdmin,
  parseObjectIdParam,
  requirePermission,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { decidePayout } from './decide-payout';
import type { DecidePayoutDeps, PayoutDecision } from './decide-payout';
import { toAdminPayout } from './transaction.view';

type State = ServiceState & AuthState;

export interface PayoutApprovalDeps extends DecidePayoutDeps {
  /** Called once a payout is approved, so the sender pays it now rather than at its next round. */
  onApproved: () => void;
}

/** A second admin approves or declines a held payout (docs/product.md#four-eyes-approval). */
export function payoutApprovalRoutes(
  deps: PayoutApprovalDeps,
  { requireAdmin }: Pick<SessionGuards, 'requireAdmin'>,
): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin/transactions/:id' });
  router.use(requireAdmin, requirePermission('payouts.approve'));

  const decide = async (
    ctx: { params: { id?: string }; ip: string; state: AuthState },
    decision: PayoutDecision,
  ): Promise<AdminPayout> => {
    const admin = currentAdmin(ctx);
    const id = parseObjectIdParam(ctx.params.id, 'Transaction not found');
    const decided = await decidePayout({ id, admin, address: ctx.ip, decision }, deps);
    if (decision.decision === 'approved') deps.onApproved();
    return toAdminPayout(decided);
  };

  router.post('/approve', async (ctx) => {
    ctx.body = await decide(ctx, { decision: 'approved' });
  });

  router.post('/decline', async (ctx) => {
    const { reason } = validate(payoutDeclineSchema, ctx.request.body ?? {});
    ctx.body = await decide(ctx, { decision: 'declined', reason });
  });

  return router;
}
