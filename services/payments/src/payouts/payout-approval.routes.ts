import { Router } from '@koa/router';
import { payoutDeclineSchema } from '@cardbridge/contracts';
import type { AdminPayout } from '@cardbridge/contracts';
import {
  currentAdmin,
  parseObjectIdParam,
  requirePermission,
  validate,
} from '@cardbridge/service-kit';
import type {
  AuthState,
  ServiceState,
  SessionGuards,
  SessionPrincipal,
} from '@cardbridge/service-kit';
import { decidePayout } from './decide-payout';
import type { PayoutDecision } from './decide-payout';
import type { TransactionModel } from './transaction.model';
import { toAdminPayout } from './transaction.view';

type State = ServiceState & AuthState;

export interface PayoutApprovalDeps {
  transactions: TransactionModel;
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
    idParam: string | undefined,
    { id: adminId, username }: SessionPrincipal,
    decision: PayoutDecision,
  ): Promise<AdminPayout> => {
    const id = parseObjectIdParam(idParam, 'Transaction not found');
    const decided = await decidePayout({ id, admin: { id: adminId, username }, decision }, deps);
    if (decision.decision === 'approved') deps.onApproved();
    return toAdminPayout(decided);
  };

  router.post('/approve', async (ctx) => {
    ctx.body = await decide(ctx.params.id, currentAdmin(ctx), { decision: 'approved' });
  });

  router.post('/decline', async (ctx) => {
    const admin = currentAdmin(ctx);
    const { reason } = validate(payoutDeclineSchema, ctx.request.body ?? {});
    ctx.body = await decide(ctx.params.id, admin, { decision: 'declined', reason });
  });

  return router;
}
