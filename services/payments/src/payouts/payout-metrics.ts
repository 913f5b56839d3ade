import { payoutStatuses } from '@cardbridge/contracts';
import { statusGauge } from '@cardbridge/service-kit';
import type { Logger, Registry } from '@cardbridge/service-kit';
import type { TransactionModel } from './transaction.model';

/**
 * Payouts by status (docs/product.md#metrics): a growing `pending` means the sender is stuck or
 * the provider slow, `failed` what support will hear about. Indexed counts made at scrape time.
 */
export function payoutMetrics(registry: Registry, transactions: TransactionModel, logger: Logger) {
  statusGauge(registry, {
    name: 'cardbridge_payouts',
    help: 'Payouts by status.',
    statuses: payoutStatuses,
    count: (status) => transactions.countDocuments({ status }),
    logger,
  });
}
