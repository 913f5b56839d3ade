import { Router } from '@koa/router';
import {
  adminChatMessagesQuerySchema,
  adminUserReplySchema,
  chatThreadsQuerySchema,
  contactMessageSchema,
  threadKeySchema,
} from '@cardbridge/contracts';
import {
  answerVersioned,
  currentAdmin,
  requirePermission,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { listThreads } from './list-threads';
import { markThreadRead } from './mark-thread-read';
import { readThreadMessages } from './read-thread-messages';
import { replyToThread } from './reply-to-thread';

type State = ServiceState & AuthState;

/** Admin chat management (docs/product.md#api); every route is for admins whose role answers chats. */
export function adminChatRoutes(
  models: ChatModels,
  guards: Pick<SessionGuards, 'requireAdmin'>,
): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin' });
  // Support chats are the owner's and support's (docs/product.md#admin-roles).
  const chats = [guards.requireAdmin, requirePermission('chats')] as const;

  router.get('/chat/threads', ...chats, async (ctx) => {
    const query = validate(chatThreadsQuerySchema, ctx.query);
    await answerVersioned(ctx, await listThreads(query, models));
  });

  router.get('/chat/messages', ...chats, async (ctx) => {
    const query = validate(adminChatMessagesQuerySchema, ctx.query);
    await answerVersioned(ctx, await readThreadMessages(query, models));
  });

  router.post('/chat/reply', ...chats, async (ctx) => {
    const admin = currentAdmin(ctx);
    const { userId, message } = validate(adminUserReplySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await replyToThread({ admin, key: { userId }, message }, models);
  });

  router.post('/contact/reply', ...chats, async (ctx) => {
    const admin = currentAdmin(ctx);
    const { sessionId, message } = validate(contactMessageSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await replyToThread({ admin, key: { sessionId }, message }, models);
  });

  router.post('/chat/mark-read', ...chats, async (ctx) => {
    const key = validate(threadKeySchema, ctx.request.body);
    await markThreadRead(key, models);
    ctx.body = { message: 'Conversation marked as read' };
  });

  return router;
}
