import { createServiceApp, createSessionAuth, isConnected } from '@cardbridge/service-kit';
import type { ServiceDeps, ServiceRuntime, SessionGuards, Worker } from '@cardbridge/service-kit';
import type { PaymentsConfig } from './config';
import { internalPaymentMethodRoutes } from './payment-methods/internal-payment-method.routes';
import { paymentMethodModel } from './payment-methods/payment-method.model';
import { paymentMethodRoutes } from './payment-methods/payment-method.routes';

export interface PaymentsAppOptions extends ServiceDeps<PaymentsConfig> {
  /** Session guards; by default verified against identity (tests pass their own issuer's). */
  guards?: SessionGuards;
}

/** The payments service: payout methods (and, later, payout transactions). */
export function createPaymentsApp({
  config,
  db,
  logger,
  guards,
}: PaymentsAppOptions): ServiceRuntime {
  const workers: Worker[] = [];
  let auth = guards;
  if (!auth) {
    const sessionAuth = createSessionAuth({
      identityUrl: config.IDENTITY_URL,
      internalToken: config.INTERNAL_TOKEN,
      logger,
    });
    workers.push(sessionAuth.worker);
    auth = sessionAuth;
  }
  const methods = paymentMethodModel(db);
  // Ready once the unique index that keeps one default per user has been built. If it cannot be
  // (old data with two defaults), serve anyway: clearing before saving still keeps one default
  // outside of races, and the log says what to repair.
  let indexesSettled = false;
  methods
    .init()
    .catch((error: unknown) => logger.error({ err: error }, 'payment method indexes not built'))
    .finally(() => (indexesSettled = true));
  const app = createServiceApp({
    logger,
    readiness: () => indexesSettled && isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    routers: [
      paymentMethodRoutes({ methods }, auth),
      internalPaymentMethodRoutes({ methods }, config.INTERNAL_TOKEN),
    ],
  });
  return { app, workers };
}
