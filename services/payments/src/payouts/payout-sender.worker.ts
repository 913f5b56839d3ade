import { leasedPeriodicWorker } from '@cardbridge/service-kit';
import type { Connection, PeriodicWorker } from '@cardbridge/service-kit';
import { sendDuePayouts } from './send-due-payouts';
import type { SendDuePayoutsDeps } from './send-due-payouts';

const batchSize = 50;

/**
 * Scans for due payouts every `intervalMs`, once per interval across all replicas (a MongoDB
 * lease on the scan; each payout keeps its own lease while it is sent); `wake()` starts a round
 * at once (a payout was just booked), and a full batch starts the next round straight away.
 */
export function payoutSender(
  deps: SendDuePayoutsDeps & { db: Connection },
  intervalMs = 500,
): PeriodicWorker {
  const worker: PeriodicWorker = leasedPeriodicWorker({
    name: 'payout sender',
    db: deps.db,
    logger: deps.logger,
    intervalMs,
    // Short: the scan's lease only spares the other replicas a redundant scan (each payout has
    // its own lease while it is sent), so a holder killed mid-round holds up payouts this long.
    leaseMs: Math.max(intervalMs * 4, 2_000),
    run: async (lease) => {
      const { found } = await sendDuePayouts({ ...deps, checkpoint: lease.renew }, batchSize);
      if (found === batchSize) worker.wake();
    },
  });
  return worker;
}
