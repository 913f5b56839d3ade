import { periodicWorker } from '@cardbridge/service-kit';
import type { PeriodicWorker } from '@cardbridge/service-kit';
import { sendDuePayouts } from './send-due-payouts';
import type { SendDuePayoutsDeps } from './send-due-payouts';

const batchSize = 50;

/**
 * Sends due payouts every `intervalMs`; `wake()` starts a round at once (a payout was just
 * booked), and a full batch starts the next round straight away.
 */
export function payoutSender(deps: SendDuePayoutsDeps, intervalMs = 500): PeriodicWorker {
  const worker: PeriodicWorker = periodicWorker({
    name: 'payout sender',
    intervalMs,
    run: async () => {
      try {
        const { found } = await sendDuePayouts(deps, batchSize);
        if (found === batchSize) worker.wake();
      } catch (error) {
        deps.logger.error({ err: error }, 'payout round failed');
      }
    },
  });
  return worker;
}
