import { Router } from '@koa/router';
import { userChatMessageSchema } from '@cardbridge/contracts';
import { currentUser, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { UserProfiles } from '../clients/user-profiles.client';
import type { ChatStore } from '../conversations/chat-store';
import { answerVersioned } from '../http/conditional';

import { readUserMessages } from '../use-cases/read-user-messages';
import { sendUserMessage } from '../use-cases/send-user-message';

type State = ServiceState & AuthState;

/** The signed-in user's own support conversation. */
export function userChatRoutes(deps: {
  store: ChatStore;
  profiles: UserProfiles;
  guards: Pick<SessionGuards, 'requireUser'>;
}): Router<State> {
  const { store, guards } = deps;
  const router = new Router<State>({ prefix: '/api/chat' });

  router.get('/messages', guards.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    await answerVersioned(ctx, await readUserMessages(store, user.id));
  });

  router.post('/message', guards.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const { message } = validate(userChatMessageSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await sendUserMessage(deps, { user, message });
  });

  return router;
}
