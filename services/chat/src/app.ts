import {
  createInternalClient,
  createMetricsRegistry,
  createServiceApp,
  guardsOrSessionAuth,
  isConnected,
  readyOnceIndexed,
  userProfiles,
} from '@cardbridge/service-kit';
import type {
  ServiceDeps,
  ServiceRuntime,
  SessionGuards,
  UserProfiles,
} from '@cardbridge/service-kit';
import { adminChatRoutes } from './admin-chat/admin-chat.routes';
import { clientEventCountModel } from './client-events/client-event-count.model';
import { clientEventMetrics } from './client-events/client-event-metrics';
import { clientEventInternalRoutes, clientEventRoutes } from './client-events/client-events.routes';
import type { ChatConfig } from './config';
import { contactRoutes } from './contact/contact.routes';
import { chatModels, initChatModels } from './conversations/chat-models';
import { conversationMetrics } from './conversations/conversation-metrics';
import { canaryWatch } from './releases/canary-watch';
import { deploysRoutes } from './releases/deploys.routes';
import { userChatRoutes } from './user-chat/user-chat.routes';

/** What a user is told when identity cannot say who they are (their message is not stored). */
const supportChatUnavailable = 'Support chat is unavailable right now. Please try again.';

export interface ChatAppOptions extends ServiceDeps<ChatConfig> {
  /** Session guards; by default verified against identity (tests pass their own issuer's). */
  guards?: SessionGuards;
  /** Where a user's email comes from; by default identity (tests may stand in for it). */
  profiles?: UserProfiles;
}

/** The chat service: visitors' contact sessions, users' support chat, admin chat management. */
export function createChatApp({
  config,
  db,
  logger,
  guards,
  profiles,
}: ChatAppOptions): ServiceRuntime {
  const { guards: auth, workers } = guardsOrSessionAuth(guards, {
    identityUrl: config.IDENTITY_URL,
    internalToken: config.INTERNAL_TOKEN,
    logger,
  });
  const models = chatModels(db);
  // Ready once the unique indexes (one conversation per user and per session) exist.
  const counts = clientEventCountModel(db);
  const indexed = readyOnceIndexed(
    Promise.all([initChatModels(models), counts.init()]),
    logger,
    'chat',
  );
  const registry = createMetricsRegistry();
  conversationMetrics(registry, models.conversations, logger);
  clientEventMetrics(registry, counts, logger);
  // The release signals live here (docs/architecture.md#route-ownership): the least loaded service.
  const remotesDir = config.REMOTES_DIR;
  const releaseWorkers = remotesDir
    ? [
        canaryWatch({
          remotesDir,
          intervalMs: config.CANARY_CHECK_INTERVAL_MS,
          windowMinutes: config.CANARY_WINDOW_MINUTES,
          minViews: config.CANARY_MIN_VIEWS,
          marginPoints: config.CANARY_ERROR_MARGIN_POINTS,
          counts,
          db,
          logger,
        }),
      ]
    : [];
  const app = createServiceApp({
    logger,
    readiness: () => indexed() && isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    metrics: { token: config.INTERNAL_TOKEN, registry },
    routers: [
      contactRoutes(models, config),
      userChatRoutes(
        {
          ...models,
          limits: config,
          profiles:
            profiles ??
            userProfiles(
              createInternalClient({
                service: 'identity',
                baseUrl: config.IDENTITY_URL,
                internalToken: config.INTERNAL_TOKEN,
                unavailableMessage: supportChatUnavailable,
              }),
            ),
        },
        auth,
      ),
      adminChatRoutes(models, auth),
      clientEventRoutes({ counts, logger }),
      deploysRoutes(remotesDir, auth),
      clientEventInternalRoutes({ counts, internalToken: config.INTERNAL_TOKEN }),
    ],
  });
  return { app, workers: [...workers, ...releaseWorkers] };
}
