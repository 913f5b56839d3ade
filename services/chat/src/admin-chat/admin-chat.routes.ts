import { Router } from '@koa/router';
import {
  adminChatMessagesQuerySchema,
  adminUserReplySchema,
  chatThreadsQuerySchema,
  contactMessageSchema,
  threadKeySchema,
} from '@cardbridge/contracts';
import { answerVersioned, currentAdmin, validate } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { listThreads } from './list-threads';
import { markThreadRead } from './mark-thread-read';
import { readThreadMessages } from './read-thread-messages';
import { replyToThread } from './reply-to-thread';

type State = ServiceState & AuthState;

/** Admin chat management (docs/product.md#api); every route is for admins only. */
export function adminChatRoutes(
  models: ChatModels,
  guards: Pick<SessionGuards, 'requireAdmin'>,
): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin' });

  router.get('/chat/threads', guards.requireAdmin, async (ctx) => {
    const query = validate(chatThreadsQuerySchema, ctx.query);
    await answerVersioned(ctx, await listThreads(query, models));
  });

  router.get('/chat/messages', guards.requireAdmin, async (ctx) => {
    const query = validate(adminChatMessagesQuerySchema, ctx.query);
    await answerVersioned(ctx, await readThreadMessages(query, models));
  });

  router.post('/chat/reply', guards.requireAdmin, async (ctx) => {
    const admin = currentAdmin(ctx);
    const { userId, message } = validate(adminUserReplySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await replyToThread({ admin, key: { userId }, message }, models);
  });

  router.post('/contact/reply', guards.requireAdmin, async (ctx) => {
    const admin = currentAdmin(ctx);
    const { sessionId, message } = validate(contactMessageSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await replyToThread({ admin, key: { sessionId }, message }, models);
  });

  router.post('/chat/mark-read', guards.requireAdmin, async (ctx) => {
    const key = validate(threadKeySchema, ctx.request.body);
    await markThreadRead(key, models);
    ctx.body = { message: 'Conversation marked as read' };
  });

  return router;
}
