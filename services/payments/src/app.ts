import {
  createFieldCipher,
  createInbox,
  createInternalClient,
  createOutbox,
  createOutboxRelay,
  outboxMetrics,
  parseEncryptionKey,
  createMetricsRegistry,
  createServiceApp,
  dayTotalsBuilder,
  guardsOrSessionAuth,
  isConnected,
  readyOnceIndexed,
} from '@cardbridge/service-kit';
import type {
  InternalClient,
  OutboxRelayOptions,
  ServiceDeps,
  ServiceRuntime,
  SessionGuards,
} from '@cardbridge/service-kit';
import type { PaymentsConfig } from './config';
import { accountVault } from './payment-methods/account-vault';
import { internalPaymentMethodRoutes } from './payment-methods/internal-payment-method.routes';
import { paymentMethodModel } from './payment-methods/payment-method.model';
import { paymentMethodRoutes } from './payment-methods/payment-method.routes';
import { insightsRoutes } from './insights/insights.routes';
import { payoutDays, payoutDaysSource } from './insights/payout-days';
import { internalPayoutRoutes } from './payouts/internal-payout.routes';
import { payoutApprovalRoutes } from './payouts/payout-approval.routes';
import type { PayoutProvider } from './payouts/payout-provider';
import { payoutRetryRoutes } from './payouts/payout-retry.routes';
import { payoutMetrics } from './payouts/payout-metrics';
import { payoutSender } from './payouts/payout-sender.worker';
import { sandboxPayoutProvider } from './payouts/sandbox-payout-provider';
import { transactionModel } from './payouts/transaction.model';
import { transactionRoutes } from './payouts/transaction.routes';

export interface PaymentsAppOptions extends ServiceDeps<PaymentsConfig> {
  /** Session guards; by default verified against identity (tests pass their own issuer's). */
  guards?: SessionGuards;
  /** Where payouts are sent; the sandbox by default (no real provider is configured yet). */
  payoutProvider?: PayoutProvider;
  /** The outbox's receiver (identity, for audit entries); the configured one by default. */
  identityClient?: InternalClient;
  /** Relay timing (tests shorten the backoff). */
  relay?: Pick<OutboxRelayOptions, 'intervalMs' | 'backoff' | 'leaseMs'>;
}

/** The payments service: payout methods, payouts and their transactions. */
export function createPaymentsApp({
  config,
  db,
  logger,
  guards,
  payoutProvider,
  identityClient,
  relay,
}: PaymentsAppOptions): ServiceRuntime {
  const { guards: auth, workers } = guardsOrSessionAuth(guards, {
    identityUrl: config.IDENTITY_URL,
    internalToken: config.INTERNAL_TOKEN,
    logger,
  });
  const methods = paymentMethodModel(db);
  const vault = accountVault(createFieldCipher(parseEncryptionKey(config.PAYMENT_ENCRYPTION_KEY)));
  const transactions = transactionModel(db);
  // Payout approvals append to identity's admin audit trail through this outbox
  // (docs/product.md#four-eyes-approval).
  const outbox = createOutbox({ db, name: transactions.collection.collectionName });
  // The insights' daily totals, kept by tallies that travel through the same outbox.
  const days = payoutDays(db);
  // Ready once the unique indexes are built: one default method per user, and one payout per
  // completion (the exactly-once guarantee leans on it). If the first cannot be built (old data
  // with two defaults), serve anyway: the log says what to repair.
  const indexed = readyOnceIndexed(
    Promise.all([methods.init(), transactions.init()]),
    logger,
    'payments',
  );
  const sender = payoutSender({
    db,
    transactions,
    methods,
    vault,
    logger,
    outbox,
    provider:
      payoutProvider ??
      sandboxPayoutProvider({
        delayMs: config.PAYOUT_SANDBOX_DELAY_MS,
        failWith: config.PAYOUT_SANDBOX_FAILURE,
      }),
  });
  const registry = createMetricsRegistry();
  payoutMetrics(registry, transactions, logger);
  outboxMetrics(registry, outbox, logger);
  const app = createServiceApp({
    logger,
    readiness: () => indexed() && isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    metrics: { token: config.INTERNAL_TOKEN, registry },
    routers: [
      paymentMethodRoutes({ methods, vault }, auth),
      transactionRoutes({ transactions }, auth),
      insightsRoutes({ days }, auth),
      payoutApprovalRoutes({ transactions, outbox, onApproved: sender.wake }, auth),
      payoutRetryRoutes({ transactions, outbox, onRetried: sender.wake }, auth),
      internalPaymentMethodRoutes({ methods, vault }, config.INTERNAL_TOKEN),
      internalPayoutRoutes(
        {
          transactions,
          outbox,
          approvalThresholdCents: Math.round(config.PAYOUT_APPROVAL_THRESHOLD * 100),
          inbox: createInbox(db),
          onBooked: sender.wake,
        },
        config.INTERNAL_TOKEN,
      ),
    ],
  });
  workers.push(
    sender,
    createOutboxRelay({
      outbox,
      clients: [
        identityClient ??
          createInternalClient({
            service: 'identity',
            baseUrl: config.IDENTITY_URL,
            internalToken: config.INTERNAL_TOKEN,
            unavailableMessage: 'The audit trail is unavailable right now.',
          }),
        days.receiver,
      ],
      logger,
      ...relay,
    }),
    dayTotalsBuilder({ totals: days, source: payoutDaysSource(transactions), logger }),
  );
  return { app, workers };
}
