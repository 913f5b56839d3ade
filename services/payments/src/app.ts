import {
  createServiceApp,
  guardsOrSessionAuth,
  isConnected,
  readyOnceIndexed,
} from '@cardbridge/service-kit';
import type { ServiceDeps, ServiceRuntime, SessionGuards } from '@cardbridge/service-kit';
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
  const { guards: auth, workers } = guardsOrSessionAuth(guards, {
    identityUrl: config.IDENTITY_URL,
    internalToken: config.INTERNAL_TOKEN,
    logger,
  });
  const methods = paymentMethodModel(db);
  // Ready once the unique index that keeps one default per user has been built. If it cannot be
  // (old data with two defaults), serve anyway: clearing before saving still keeps one default
  // outside of races, and the log says what to repair.
  const indexed = readyOnceIndexed(methods.init(), logger, 'payment method');
  const app = createServiceApp({
    logger,
    readiness: () => indexed() && isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    routers: [
      paymentMethodRoutes({ methods }, auth),
      internalPaymentMethodRoutes({ methods }, config.INTERNAL_TOKEN),
    ],
  });
  return { app, workers };
}
