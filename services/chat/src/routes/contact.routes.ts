import { Router } from '@koa/router';
import {
  contactFormSchema,
  contactMessageSchema,
  contactSessionQuerySchema,
} from '@cardbridge/contracts';
import { validate } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import type { ChatStore } from '../conversations/chat-store';
import { answerVersioned } from '../http/conditional';
import { readContactMessages } from '../use-cases/read-contact-messages';
import { sendContactMessage } from '../use-cases/send-contact-message';
import { startContactSession } from '../use-cases/start-contact-session';

/** The visitor's side: the contact form and its live chat (docs/product.md#api). */
export function contactRoutes(store: ChatStore): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/api/contact' });

  router.post('/', async (ctx) => {
    const form = validate(contactFormSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await startContactSession(store, form);
  });

  router.get('/messages', async (ctx) => {
    const { sessionId } = validate(contactSessionQuerySchema, ctx.query);
    await answerVersioned(ctx, await readContactMessages(store, sessionId));
  });

  router.post('/message', async (ctx) => {
    const input = validate(contactMessageSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await sendContactMessage(store, input);
  });

  return router;
}
