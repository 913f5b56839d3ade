import { createServiceApp, createSessionAuth, isConnected } from '@cardbridge/service-kit';
import type { ServiceApp, ServiceDeps, SessionGuards } from '@cardbridge/service-kit';
import type { PaymentsConfig } from './config';
import { internalPaymentMethodRoutes } from './payment-methods/internal-payment-method.routes';
import { paymentMethodModel } from './payment-methods/payment-method.model';
import { paymentMethodRoutes } from './payment-methods/payment-method.routes';
import { paymentMethodService } from './payment-methods/payment-method.service';

export interface PaymentsAppOptions extends ServiceDeps<PaymentsConfig> {
  /** Session guards; by default verified against identity (tests pass their own issuer's). */
  guards?: SessionGuards;
}

/** The payments service: payout methods (and, later, payout transactions). */
export function createPaymentsApp({ config, db, logger, guards }: PaymentsAppOptions): ServiceApp {
  const auth =
    guards ??
    createSessionAuth({
      identityUrl: config.IDENTITY_URL,
      internalToken: config.INTERNAL_TOKEN,
      logger,
    });
  const model = paymentMethodModel(db);
  const methods = paymentMethodService(model);
  // Ready once the unique index that keeps one default per user has been built. If it cannot be
  // (old data with two defaults), serve anyway: clearing before saving still keeps one default
  // outside of races, and the log says what to repair.
  let indexesSettled = false;
  model
    .init()
    .catch((error: unknown) => logger.error({ err: error }, 'payment method indexes not built'))
    .finally(() => (indexesSettled = true));
  return createServiceApp({
    logger,
    readiness: () => indexesSettled && isConnected(db),
    routers: [
      paymentMethodRoutes(methods, auth),
      internalPaymentMethodRoutes(methods, config.INTERNAL_TOKEN),
    ],
  });
}
