import { Router } from '@koa/router';
import { brands, wholeDollars } from '@cardbridge/catalogue';
import type { ServiceState } from '@cardbridge/service-kit';

/** The catalogue in the spec's shape (rate and amounts as strings), shared with every client. */
const body = brands.map((brand) => ({
  name: brand.name,
  emoji: brand.emoji,
  category: brand.category,
  rate: String(brand.ratePercent),
  minAmount: String(wholeDollars(brand.minCents)),
  maxAmount: String(wholeDollars(brand.maxCents)),
  popular: brand.popular,
}));

/** `GET /api/brands`: the one catalogue the server quotes from; public and cacheable. */
export function brandRoutes(): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.get('/api/brands', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
