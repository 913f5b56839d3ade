import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { rebuildDayTotals } from '@cardbridge/service-kit';
import { createTestSessions, startTestService } from '@cardbridge/service-kit/testing';
import { createPaymentsApp } from '../app';
import type { PaymentsAppOptions } from '../app';
import { loadPaymentsConfig } from '../config';
import { payoutDays, payoutDaysSource } from '../insights/payout-days';
import type { TransactionModel } from '../payouts/transaction.model';
import type { PaymentsConfig } from '../config';
import type { PayoutProvider } from '../payouts/payout-provider';

export const internalToken = 'test-internal-token-0123456789';

/**
 * The payments app over real HTTP on a free port, against the embedded MongoDB (or the real
 * one named by MONGODB_URI), in a database of its own; sessions come from a test issuer.
 */
export async function startPayments(
  options: {
    env?: Record<string, string>;
    payoutProvider?: PayoutProvider;
    /** Off when a test drives the payout sender itself. */
    startWorkers?: boolean;
  } = {},
) {
  const sessions = await createTestSessions();
  const service = await startTestService<PaymentsConfig, PaymentsAppOptions>({
    name: 'payments',
    loadConfig: loadPaymentsConfig,
    createApp: createPaymentsApp,
    env: {
      IDENTITY_URL: 'http://127.0.0.1:9',
      INTERNAL_TOKEN: internalToken,
      PAYMENT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PAYOUT_SANDBOX_DELAY_MS: '20',
      ...options.env,
    },
    startWorkers: options.startWorkers ?? true,
    extraDeps: {
      guards: sessions.guards,
      ...(options.payoutProvider && { payoutProvider: options.payoutProvider }),
    },
  });
  // As the platform does, use the service once it is ready (its unique indexes are built).
  await vi.waitFor(async () => {
    const res = await fetch(`${service.baseUrl}/readyz`);
    if (res.status !== 200) throw new Error(`payments not ready: ${res.status}`);
  });
  return {
    ...service,
    signIn: sessions.signIn,
    signInAdmin: sessions.signInAdmin,
    /**
     * Rebuilds the insights' daily totals from the stored payouts, as a deployment's first start
     * does (a test that stores payouts straight into the collection calls it).
     */
    rebuildInsights: () =>
      rebuildDayTotals(
        payoutDays(service.db),
        payoutDaysSource(service.db.model('Transaction') as TransactionModel),
        { waitMs: 10_000 },
      ),
  };
}

export type PaymentsHarness = Awaited<ReturnType<typeof startPayments>>;
