import { createServiceApp, isConnected } from '@cardbridge/service-kit';
import type { ServiceApp, ServiceDeps } from '@cardbridge/service-kit';
import type { ChatConfig } from './config';

/** The chat service's app; its feature routers are added here as they are built. */
export function createChatApp({ db, logger }: ServiceDeps<ChatConfig>): ServiceApp {
  return createServiceApp({ logger, readiness: () => isConnected(db), routers: [] });
}
