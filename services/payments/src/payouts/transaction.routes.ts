import { Router } from '@koa/router';
import { adminPayoutsQuerySchema } from '@cardbridge/contracts';
import type { AdminPayoutsPage, Payout } from '@cardbridge/contracts';
import { currentUser, requirePermission, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { listOwnTransactions } from './list-own-transactions';
import { listTransactions } from './list-transactions';
import type { TransactionModel } from './transaction.model';
import { toAdminPayout, toPayout } from './transaction.view';

type State = ServiceState & AuthState;

/** Payout transactions: the seller's own, and all of them for admins (docs/product.md#api). */
export function transactionRoutes(
  deps: { transactions: TransactionModel },
  { requireUser, requireAdmin }: Pick<SessionGuards, 'requireUser' | 'requireAdmin'>,
): Router<State> {
  const router = new Router<State>();

  router.get('/api/transactions', requireUser, async (ctx) => {
    const own = await listOwnTransactions({ sellerId: currentUser(ctx).id }, deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = own.map(toPayout) satisfies Payout[];
  });

  router.get(
    '/api/admin/transactions',
    requireAdmin,
    requirePermission('transactions'),
    async (ctx) => {
      const query = validate(adminPayoutsQuerySchema, ctx.query);
      const page = await listTransactions(query, deps);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        ...page,
        items: page.items.map(toAdminPayout),
      } satisfies AdminPayoutsPage;
    },
  );

  return router;
}
