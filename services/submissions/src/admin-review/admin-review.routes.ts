import { Router } from '@koa/router';
import { adminSubmissionsQuerySchema, statusChangeSchema } from '@cardbridge/contracts';
import type { AdminSubmission, AdminSubmissionsPage } from '@cardbridge/contracts';
import { currentAdmin, parseObjectIdParam, validate } from '@cardbridge/service-kit';
import type { AuthState, Outbox, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import type { ImageStore } from '../images/image-store';
import { findImage } from '../images/find-image';
import { sendImage } from '../images/image.routes';
import { toAdminSubmission } from './admin-submission.view';
import { changeSubmissionStatus } from './change-submission-status';
import { listAdminSubmissions } from './list-admin-submissions';
import type { ListAdminSubmissionsDeps } from './list-admin-submissions';

type State = ServiceState & AuthState;

export interface AdminReviewRouteDeps extends ListAdminSubmissionsDeps {
  store: ImageStore;
  /** Where status changes announce payouts and notices. */
  outbox: Outbox;
  guards: Pick<SessionGuards, 'requireAdmin'>;
}

/** The admin's review queue, status changes and the photos (docs/product.md#admin-review). */
export function adminReviewRoutes(deps: AdminReviewRouteDeps): Router<State> {
  const router = new Router<State>({ prefix: '/api/admin' });
  router.use(deps.guards.requireAdmin);

  router.get('/submissions', async (ctx) => {
    const query = validate(adminSubmissionsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listAdminSubmissions(query, deps)) satisfies AdminSubmissionsPage;
  });

  router.get('/gift-cards', async (ctx) => {
    const query = validate(adminSubmissionsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listAdminSubmissions(query, deps)).items satisfies AdminSubmission[];
  });

  router.patch('/submissions/:id/status', async (ctx) => {
    const change = validate(statusChangeSchema, ctx.request.body);
    const id = parseObjectIdParam(ctx.params.id, 'Submission not found');
    const updated = await changeSubmissionStatus({ id, change, admin: currentAdmin(ctx) }, deps);
    ctx.body = toAdminSubmission(updated, deps.cipher) satisfies AdminSubmission;
  });

  for (const [path, download] of [
    ['/view/:file', false],
    ['/download/:file', true],
  ] as const) {
    router.get(path, async (ctx) => {
      const file = await findImage({ file: String(ctx.params.file) }, deps);
      sendImage(ctx, deps.store, file, { download });
    });
  }
  return router;
}
