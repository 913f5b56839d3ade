import { Router } from '@koa/router';
import { adminSessionCookie } from '@cardbridge/contracts';
import type { AdminIdentity, AdminUserRow } from '@cardbridge/contracts';
import { clearSessionCookie, currentAdmin, setSessionCookie } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import { attemptOrigin } from '../sessions/request-origin';
import type { SessionService } from '../sessions/session-service';
import { listUsersForAdmin } from './list-users-for-admin';
import type { ListUsersForAdminDeps } from './list-users-for-admin';
import { loginAdmin } from './login-admin';
import type { LoginAdminDeps } from './login-admin';

export interface AdminRoutesDeps {
  login: Omit<LoginAdminDeps, 'sessions'>;
  sessions: SessionService;
  guards: SessionGuards;
  userList: ListUsersForAdminDeps;
}

/** /api/admin/login, logout, me and users: the admin session and the Users tab. */
export function adminRoutes({ login, sessions, guards, userList }: AdminRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api/admin' });

  router.post('/login', async (ctx) => {
    const { admin, session } = await loginAdmin(
      { body: ctx.request.body, origin: attemptOrigin(ctx) },
      { ...login, sessions },
    );
    setSessionCookie(ctx, adminSessionCookie, session.token, session.expiresAt);
    ctx.body = admin;
  });

  router.post('/logout', async (ctx) => {
    const token = ctx.cookies.get(adminSessionCookie);
    const session = token ? await sessions.verify(token, 'admin') : null;
    if (session) await sessions.revoke(session.sid);
    clearSessionCookie(ctx, adminSessionCookie);
    ctx.body = { message: 'Logged out successfully' };
  });

  router.get('/me', guards.requireAdmin, (ctx) => {
    const { id, username } = currentAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id, username } satisfies AdminIdentity;
  });

  router.get('/users', guards.requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listUsersForAdmin(userList)) satisfies AdminUserRow[];
  });

  return router;
}
