import { createHash } from 'node:crypto';
import { Router } from '@koa/router';
import type { PublicBrand } from '@cardbridge/contracts';
import { answerVersioned } from '@cardbridge/service-kit';
import type { ServiceState } from '@cardbridge/service-kit';
import type { BrandDeps } from './brand-settings';
import { listBrandSettings } from './brand-settings';
import { toPublicBrand } from './brand.view';

/**
 * `GET /api/brands`: the brands with their live rates, public. Answered with an ETag of its
 * content and revalidated on every use, so a rate finance changes reaches every visitor at once
 * (docs/product.md#rates-as-data) while an unchanged list costs a 304.
 */
export function brandRoutes(deps: BrandDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.get('/api/brands', async (ctx) => {
    const body: PublicBrand[] = (await listBrandSettings(deps)).map(toPublicBrand);
    const validator = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    await answerVersioned(ctx, {
      validator: `brands-${validator.slice(0, 27)}`,
      load: async () => body,
      audience: 'public',
    });
  });
  return router;
}
