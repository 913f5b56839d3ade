import { Router } from '@koa/router';
import { brands } from '@cardbridge/catalogue';
import type { ServiceState } from '@cardbridge/service-kit';
import { toBrand } from './brand.view';

/** The catalogue never changes while the service runs: shaped once. */
const body = brands.map(toBrand);

/** `GET /api/brands`: the one catalogue the server quotes from; public and cacheable. */
export function brandRoutes(): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.get('/api/brands', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
