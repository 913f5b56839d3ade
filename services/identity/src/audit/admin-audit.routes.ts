import { Router } from '@koa/router';
import { adminAuditQuerySchema } from '@cardbridge/contracts';
import type { AdminAuditPage } from '@cardbridge/contracts';
import { requirePermission, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { AdminAuditModel } from './admin-audit.model';
import { listAdminAudit } from './list-admin-audit';

/**
 * GET /api/admin/audit, owners only. Reading is the only route: no route edits or deletes an
 * entry (docs/product.md#admin-team).
 */
export function adminAuditRoutes({
  audit,
  guards,
}: {
  audit: AdminAuditModel;
  guards: SessionGuards;
}) {
  const router = new Router<AuthState>({ prefix: '/api/admin' });
  router.get('/audit', guards.requireAdmin, requirePermission('audit'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const query = validate(adminAuditQuerySchema, ctx.request.query);
    ctx.body = (await listAdminAudit(query, { audit })) satisfies AdminAuditPage;
  });
  return router;
}
