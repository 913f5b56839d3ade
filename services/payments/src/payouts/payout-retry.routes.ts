import { Router } from '@koa/router';
import type { AdminPayout } from '@cardbridge/contracts';
import { currentAdmin, parseObjectIdParam, requirePermission } from '@cardbridge/service-kit';
import type { AuthState, Outbox, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { retryPayout } from './retry-payout';
import type { TransactionModel } from './transaction.model';
import { toAdminPayout } from './transaction.view';

export interface PayoutRetryDeps {
  transactions: TransactionModel;
  outbox: Outbox;
  /** Called once a payout is pending again, so the sender pays it now. */
  onRetried: () => void;
}

/** An owner or finance admin sends a failed payout again (docs/product.md#admin-roles). */
export function payoutRetryRoutes(
  deps: PayoutRetryDeps,
  { requireAdmin }: Pick<SessionGuards, 'requireAdmin'>,
): Router<ServiceState & AuthState> {
  const router = new Router<ServiceState & AuthState>();

  router.post(
    '/api/admin/transactions/:id/retry',
    requireAdmin,
    requirePermission('payouts.retry'),
    async (ctx) => {
      const admin = currentAdmin(ctx);
      const id = parseObjectIdParam(ctx.params.id, 'Transaction not found');
      const retried = await retryPayout({ id, admin, address: ctx.ip }, deps);
      deps.onRetried();
      ctx.body = toAdminPayout(retried) satisfies AdminPayout;
    },
  );

  return router;
}
