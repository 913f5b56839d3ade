import { Router } from '@koa/router';
import { readHistory } from '@cardbridge/build-config/publish';
import { requirePermission } from '@cardbridge/service-kit';
import type { AuthState, ServiceState, SessionGuards } from '@cardbridge/service-kit';
import { listDeploys } from './list-deploys';

/** `GET /api/admin/deploys`: the remotes' deploy history, for owners (permission `deploys`). */
export function deploysRoutes(
  remotesDir: string | undefined,
  guards: Pick<SessionGuards, 'requireAdmin'>,
): Router<ServiceState & AuthState> {
  const router = new Router<ServiceState & AuthState>();
  router.get('/api/admin/deploys', guards.requireAdmin, requirePermission('deploys'), (ctx) => {
    const remote = typeof ctx.query.remote === 'string' ? ctx.query.remote : undefined;
    ctx.body = listDeploys(
      { remote },
      { read: (r) => (remotesDir ? readHistory(remotesDir, r) : []) },
    );
  });
  return router;
}
