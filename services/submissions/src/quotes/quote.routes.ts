import { Router } from '@koa/router';
import { quoteRequestSchema } from '@cardbridge/contracts';
import type { Quote } from '@cardbridge/contracts';
import { validate } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import { createQuote } from './create-quote';
import type { CreateQuoteDeps } from './create-quote';
import { toQuote } from './quote.view';

/** `POST /api/quotes`: anyone may lock a rate for an amount (docs/product.md#rate-lock). */
export function quoteRoutes(deps: CreateQuoteDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.post('/api/quotes', async (ctx) => {
    const request = validate(quoteRequestSchema, ctx.request.body);
    const quote = await createQuote(request, deps);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toQuote(quote) satisfies Quote;
  });
  return router;
}
