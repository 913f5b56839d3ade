import { Router } from '@koa/router';
import {
  contactFormSchema,
  contactMessageSchema,
  contactSessionQuerySchema,
} from '@cardbridge/contracts';
import { answerVersioned, validate } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { contactMessageAllowances, contactSessionAllowances } from '../flood-control/chat-limits';
import type { ChatLimits } from '../flood-control/chat-limits';
import { readContactMessages } from './read-contact-messages';
import { sendContactMessage } from './send-contact-message';
import { startContactSession } from './start-contact-session';

/** The visitor's side: the contact form and its live chat (docs/product.md#api). */
export function contactRoutes(models: ChatModels, limits: ChatLimits): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/api/contact' });

  router.post('/', async (ctx) => {
    const form = validate(contactFormSchema, ctx.request.body);
    const allowances = contactSessionAllowances(limits, { address: ctx.ip });
    ctx.status = 201;
    ctx.body = await startContactSession({ form, allowances }, models);
  });

  router.get('/messages', async (ctx) => {
    const query = validate(contactSessionQuerySchema, ctx.query);
    await answerVersioned(ctx, await readContactMessages(query, models));
  });

  router.post('/message', async (ctx) => {
    const input = validate(contactMessageSchema, ctx.request.body);
    const allowances = contactMessageAllowances(limits, {
      sessionId: input.sessionId,
      address: ctx.ip,
    });
    ctx.status = 201;
    ctx.body = await sendContactMessage({ ...input, allowances }, models);
  });

  return router;
}
