import { createServiceApp, isConnected } from '@cardbridge/service-kit';
import type { ServiceApp, ServiceDeps } from '@cardbridge/service-kit';
import type { PaymentsConfig } from './config';

/** The payments service's app; its feature routers are added here as they are built. */
export function createPaymentsApp({ db, logger }: ServiceDeps<PaymentsConfig>): ServiceApp {
  return createServiceApp({
    logger,
    readiness: () => isConnected(db),
    routers: [],
  });
}
