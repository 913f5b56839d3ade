import { Router } from '@koa/router';
import { adminTransactionsQuerySchema } from '@cardbridge/contracts';
import type { AdminTransactionsPage, Transaction } from '@cardbridge/contracts';
import { currentUser, newestFirstPage, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { TransactionModel } from './transaction.model';
import { toAdminTransaction, toTransaction } from './transaction.view';

type State = ServiceState & AuthState;

/** Payout transactions: the seller's own, and all of them for admins (docs/product.md#api). */
export function transactionRoutes(
  { transactions }: { transactions: TransactionModel },
  { requireUser, requireAdmin }: Pick<SessionGuards, 'requireUser' | 'requireAdmin'>,
): Router<State> {
  const router = new Router<State>();

  router.get('/api/transactions', requireUser, async (ctx) => {
    const own = await transactions
      .find({ sellerId: currentUser(ctx).id })
      .sort({ createdAt: -1, _id: -1 });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = own.map(toTransaction) satisfies Transaction[];
  });

  router.get('/api/admin/transactions', requireAdmin, async (ctx) => {
    const query = validate(adminTransactionsQuerySchema, ctx.query);
    const filter = query.status ? { status: query.status } : {};
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await newestFirstPage(
      transactions,
      filter,
      query,
      toAdminTransaction,
    )) satisfies AdminTransactionsPage;
  });

  return router;
}
