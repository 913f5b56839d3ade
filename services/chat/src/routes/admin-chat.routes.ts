import { Router } from '@koa/router';
import { adminUserReplySchema, contactMessageSchema, threadKeySchema } from '@cardbridge/contracts';
import { currentAdmin, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { ChatStore } from '../conversations/chat-store';
import { answerVersioned } from '../http/conditional';

import { listThreads } from '../use-cases/list-threads';
import { markThreadRead } from '../use-cases/mark-thread-read';
import { readThreadMessages } from '../use-cases/read-thread-messages';
import { replyToContact } from '../use-cases/reply-to-contact';
import { replyToUser } from '../use-cases/reply-to-user';

type State = ServiceState & AuthState;

/** Admin chat management (docs/product.md#api); every route is for admins only. */
export function adminChatRoutes(deps: {
  store: ChatStore;
  guards: Pick<SessionGuards, 'requireAdmin'>;
}): Router<State> {
  const { store, guards } = deps;
  const router = new Router<State>({ prefix: '/api/admin' });

  router.get('/chat/threads', guards.requireAdmin, async (ctx) => {
    await answerVersioned(ctx, await listThreads(store));
  });

  router.get('/chat/messages', guards.requireAdmin, async (ctx) => {
    const key = validate(threadKeySchema, ctx.query);
    await answerVersioned(ctx, await readThreadMessages(store, key));
  });

  router.post('/chat/reply', guards.requireAdmin, async (ctx) => {
    const admin = currentAdmin(ctx);
    const input = validate(adminUserReplySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await replyToUser(store, { admin, ...input });
  });

  router.post('/contact/reply', guards.requireAdmin, async (ctx) => {
    const admin = currentAdmin(ctx);
    const input = validate(contactMessageSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await replyToContact(store, { admin, ...input });
  });

  router.post('/chat/mark-read', guards.requireAdmin, async (ctx) => {
    const key = validate(threadKeySchema, ctx.request.body);
    await markThreadRead(store, key);
    ctx.body = { message: 'Conversation marked as read' };
  });

  return router;
}
