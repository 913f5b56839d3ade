import { createServiceApp, isConnected } from '@cardbridge/service-kit';
import type { ServiceApp, ServiceDeps } from '@cardbridge/service-kit';
import type { SubmissionsConfig } from './config';

/** The submissions service's app; its feature routers are added here as they are built. */
export function createSubmissionsApp({ db, logger }: ServiceDeps<SubmissionsConfig>): ServiceApp {
  return createServiceApp({ logger, readiness: () => isConnected(db), routers: [] });
}
