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
import type { ChatConfig } from './config';
import { contactRoutes } from './contact/contact.routes';
import { chatModels, initChatModels } from './conversations/chat-models';
import { conversationMetrics } from './conversations/conversation-metrics';
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
  const indexed = readyOnceIndexed(initChatModels(models), logger, 'chat');
  const registry = createMetricsRegistry();
  conversationMetrics(registry, models.conversations, logger);
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
    ],
  });
  return { app, workers };
}
