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
  const methods = paymentMethodService(paymentMethodModel(db));
  return createServiceApp({
    logger,
    readiness: () => isConnected(db),
    routers: [
      paymentMethodRoutes(methods, auth),
      internalPaymentMethodRoutes(methods, config.INTERNAL_TOKEN),
    ],
  });
}
