import {
  createInternalClient,
  createServiceApp,
  guardsOrSessionAuth,
  isConnected,
  readyOnceIndexed,
} from '@cardbridge/service-kit';
import type { ServiceDeps, ServiceRuntime, SessionGuards } from '@cardbridge/service-kit';
import { supportChatUnavailable, userProfiles } from './clients/user-profiles.client';
import type { UserProfiles } from './clients/user-profiles.client';
import type { ChatConfig } from './config';
import { chatStore } from './conversations/chat-store';
import { adminChatRoutes } from './routes/admin-chat.routes';
import { contactRoutes } from './routes/contact.routes';
import { userChatRoutes } from './routes/user-chat.routes';

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
  const store = chatStore(db);
  // Ready once the unique indexes (one conversation per user and per session) exist.
  const indexed = readyOnceIndexed(store.init(), logger, 'chat');
  const app = createServiceApp({
    logger,
    readiness: () => indexed() && isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    routers: [
      contactRoutes(store),
      userChatRoutes({
        store,
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
        guards: auth,
      }),
      adminChatRoutes({ store, guards: auth }),
    ],
  });
  return { app, workers };
}
