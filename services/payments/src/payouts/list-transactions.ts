import type { AdminPayoutsQuery } from '@cardbridge/contracts';
import { newestFirstPage } from '@cardbridge/service-kit';
import type { Page } from '@cardbridge/service-kit';
import type { TransactionDocument, TransactionModel } from './transaction.model';

/** Every seller's payouts for admins, newest first, optionally of one status, a page at a time. */
export function listTransactions(
  { status, ...page }: AdminPayoutsQuery,
  { transactions }: { transactions: TransactionModel },
): Promise<Page<TransactionDocument>> {
  return newestFirstPage(transactions, status ? { status } : {}, page, (doc) => doc);
}
