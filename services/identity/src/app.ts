import { createServiceApp, isConnected } from '@cardbridge/service-kit';
import type { ServiceApp, ServiceDeps } from '@cardbridge/service-kit';
import type { IdentityConfig } from './config';

/** The identity service's app; its feature routers are added here as they are built. */
export function createIdentityApp({ db, logger }: ServiceDeps<IdentityConfig>): ServiceApp {
  return createServiceApp({
    logger,
    readiness: () => isConnected(db),
    routers: [],
  });
}
