import { Router } from '@koa/router';
import { chatMessagesQuerySchema, userChatMessageSchema } from '@cardbridge/contracts';
import { answerVersioned, currentUser, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards, UserProfiles } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { userMessageAllowances } from '../flood-control/chat-limits';
import type { ChatLimits } from '../flood-control/chat-limits';
import { readUserMessages } from './read-user-messages';
import { sendUserMessage } from './send-user-message';

type State = ServiceState & AuthState;

/** The signed-in user's own support conversation. */
export function userChatRoutes(
  deps: ChatModels & { profiles: UserProfiles; limits: ChatLimits },
  guards: Pick<SessionGuards, 'requireUser'>,
): Router<State> {
  const router = new Router<State>({ prefix: '/api/chat' });

  router.get('/messages', guards.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const page = validate(chatMessagesQuerySchema, ctx.query);
    await answerVersioned(ctx, await readUserMessages({ userId: user.id, ...page }, deps));
  });

  router.post('/message', guards.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const { message } = validate(userChatMessageSchema, ctx.request.body);
    const allowances = userMessageAllowances(deps.limits, { userId: user.id, address: ctx.ip });
    ctx.status = 201;
    ctx.body = await sendUserMessage({ user, message, allowances }, deps);
  });

  return router;
}
