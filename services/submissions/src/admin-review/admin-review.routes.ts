import { Router } from '@koa/router';
import { adminSubmissionsQuerySchema, roleAllows, statusChangeSchema } from '@cardbridge/contracts';
import type {
  AdminSubmission,
  AdminSubmissionFacets,
  AdminSubmissionsPage,
} from '@cardbridge/contracts';
import {
  currentAdmin,
  parseObjectIdParam,
  requirePermission,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, Outbox, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { Context } from 'koa';
import type { ImageStore } from '../images/image-store';
import { sendImage } from '../images/image.routes';
import { toAdminItem } from './admin-items';
import { changeSubmissionStatus } from './change-submission-status';
import { countSubmissionFacets } from './count-submission-facets';
import { listAdminSubmissions } from './list-admin-submissions';
import { openCardPhoto } from './open-card-photo';
import type { ListAdminSubmissionsDeps } from './list-admin-submissions';

type State = ServiceState & AuthState;

export interface AdminReviewRouteDeps extends ListAdminSubmissionsDeps {
  store: ImageStore;
  /** Where status changes announce payouts and notices. */
  outbox: Outbox;
  guards: Pick<SessionGuards, 'requireAdmin'>;
}

/** Whether the signed-in admin's role may see card secrets and photos (docs/product.md#admin-roles). */
export const seesSecrets = (ctx: { state: AuthState }) =>
  roleAllows(ctx.state.admin?.role, 'card.secrets');

/**
 * The admin's review queue, its facets, status changes and the photos
 * (docs/product.md#admin-review). Each route checks the admin's role: reading the queue, deciding,
 * and seeing card secrets and photos are separate powers.
 */
export function adminReviewRoutes(deps: AdminReviewRouteDeps): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin' });
  router.use(deps.guards.requireAdmin);
  const read = requirePermission('review.read');

  const listQueue = async (ctx: Context & { state: State }) => {
    const query = validate(adminSubmissionsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    return listAdminSubmissions({ ...query, secrets: seesSecrets(ctx) }, deps);
  };
  router.get('/submissions', read, async (ctx) => {
    ctx.body = (await listQueue(ctx)) satisfies AdminSubmissionsPage;
  });
  router.get('/gift-cards', read, async (ctx) => {
    ctx.body = (await listQueue(ctx)).items satisfies AdminSubmission[];
  });

  router.get('/submissions/facets', read, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await countSubmissionFacets(deps)) satisfies AdminSubmissionFacets;
  });

  router.patch('/submissions/:id/status', requirePermission('review.decide'), async (ctx) => {
    const change = validate(statusChangeSchema, ctx.request.body);
    const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
    const updated = await changeSubmissionStatus(
      { id, change, admin: currentAdmin(ctx), address: ctx.ip },
      deps,
    );
    ctx.body = (await toAdminItem(
      updated,
      { secrets: seesSecrets(ctx) },
      deps,
    )) satisfies AdminSubmission;
  });

  for (const [path, download] of [
    ['/view/:file', false],
    ['/download/:file', true],
  ] as const) {
    router.get(path, requirePermission('card.secrets'), async (ctx) => {
      const file = await openCardPhoto(
        { file: String(ctx.params.file), download, admin: currentAdmin(ctx), address: ctx.ip },
        deps,
      );
      sendImage(ctx, deps.store, file, { download });
    });
  }
  return router;
}
