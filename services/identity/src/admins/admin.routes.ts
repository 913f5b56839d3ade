import { Router } from '@koa/router';
import { adminLoginSchema, adminSessionCookie } from '@cardbridge/contracts';
import type { AdminIdentity, AdminUserRow } from '@cardbridge/contracts';
import { clearSessionCookie, setSessionCookie, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { LoginService } from '../login/login-service';
import { attemptOrigin } from '../sessions/request-origin';
import type { SessionService } from '../sessions/session-service';
import type { UserModel } from '../users/user.model';
import { listUsersForAdmin } from './admin-users';
import type { SubmissionCountsSource } from './admin-users';

export interface AdminRoutesDeps {
  login: LoginService;
  sessions: SessionService;
  guards: SessionGuards;
  users: UserModel;
  counts: SubmissionCountsSource;
}

/** /api/admin/login, logout, me and users: the admin session and the Users tab. */
export function adminRoutes({ login, sessions, guards, users, counts }: AdminRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api/admin' });

  router.post('/login', async (ctx) => {
    const origin = attemptOrigin(ctx);
    let input;
    try {
      input = validate(adminLoginSchema, ctx.request.body);
    } catch (error) {
      await login.auditInvalidAdminRequest(
        (ctx.request.body as { username?: unknown } | undefined)?.username,
        origin,
      );
      throw error;
    }
    const admin = await login.loginAdmin(input, origin);
    const identity: AdminIdentity = { id: admin._id.toString(), username: admin.username };
    const session = await sessions.issue('admin', identity);
    setSessionCookie(ctx, adminSessionCookie, session.token, session.expiresAt);
    ctx.body = identity;
  });

  router.post('/logout', async (ctx) => {
    const token = ctx.cookies.get(adminSessionCookie);
    const session = token ? await sessions.verify(token, 'admin') : null;
    if (session) await sessions.revoke(session.sid);
    clearSessionCookie(ctx, adminSessionCookie);
    ctx.body = { message: 'Logged out successfully' };
  });

  router.get('/me', guards.requireAdmin, (ctx) => {
    const admin = ctx.state.admin;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: admin?.id ?? '', username: admin?.username ?? '' } satisfies AdminIdentity;
  });

  router.get('/users', guards.requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listUsersForAdmin(users, counts)) satisfies AdminUserRow[];
  });

  return router;
}
