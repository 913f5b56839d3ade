import { Router } from '@koa/router';
import type { Context } from 'koa';
import {
  adminMfaChallengeCookie,
  adminSessionCookie,
  adminUsersQuerySchema,
} from '@cardbridge/contracts';
import type {
  AdminIdentity,
  AdminLoginNextStep,
  AdminSessionResponse,
  AdminUsersPage,
} from '@cardbridge/contracts';
import {
  clearSessionCookie,
  createError,
  currentAdmin,
  setSessionCookie,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import { attemptOrigin } from '../sessions/request-origin';
import type { SessionService } from '../sessions/session-service';
import { listUsersForAdmin } from './list-users-for-admin';
import type { ListUsersForAdminDeps } from './list-users-for-admin';
import { loginAdmin } from './login-admin';
import type { LoginAdminDeps } from './login-admin';
import { beginEnrolment, completeMfaLogin, confirmEnrolment } from './mfa/admin-mfa';
import type { AdminMfaDeps, EnrollingAdmin } from './mfa/admin-mfa';

export interface AdminRoutesDeps {
  login: Omit<LoginAdminDeps, 'sessions'>;
  mfa: Omit<AdminMfaDeps, 'sessions'>;
  sessions: SessionService;
  guards: SessionGuards;
  userList: ListUsersForAdminDeps;
}

/** /api/admin/login, logout, me and users: the admin session and the Users tab. */
export function adminRoutes({ login, mfa, sessions, guards, userList }: AdminRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api/admin' });
  const mfaDeps = { ...mfa, sessions };

  /** A signed-in admin, or one whose sign-in waits for enrolment (the challenge cookie). */
  const enrollingAdmin = async (ctx: Context): Promise<EnrollingAdmin> => {
    const token = ctx.cookies.get(adminSessionCookie);
    const session = token ? await sessions.verify(token, 'admin') : null;
    if (session) return { adminId: session.id };
    const challenge = await mfa.challenges.find(ctx.cookies.get(adminMfaChallengeCookie), 'enrol');
    if (challenge) return { adminId: challenge.adminId, challengeId: challenge.id };
    throw createError(401, 'Authentication required');
  };

  router.post('/login', async (ctx) => {
    const result = await loginAdmin(
      { body: ctx.request.body, origin: attemptOrigin(ctx) },
      { ...login, sessions },
    );
    if (result.kind === 'session') {
      setSessionCookie(ctx, adminSessionCookie, result.session.token, result.session.expiresAt);
      ctx.body = result.admin;
      return;
    }
    setSessionCookie(ctx, adminMfaChallengeCookie, result.challenge.id, result.challenge.expiresAt);
    ctx.body = (
      result.kind === 'mfa' ? { mfaRequired: true } : { enrolmentRequired: true }
    ) satisfies AdminLoginNextStep;
  });

  router.post('/login/mfa', async (ctx) => {
    const { admin, session } = await completeMfaLogin(
      {
        challengeId: ctx.cookies.get(adminMfaChallengeCookie),
        body: ctx.request.body,
        origin: attemptOrigin(ctx),
      },
      mfaDeps,
    );
    clearSessionCookie(ctx, adminMfaChallengeCookie);
    setSessionCookie(ctx, adminSessionCookie, session.token, session.expiresAt);
    ctx.body = admin;
  });

  router.post('/mfa/setup', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await beginEnrolment(
      { actor: await enrollingAdmin(ctx), origin: attemptOrigin(ctx) },
      mfaDeps,
    );
  });

  router.post('/mfa/enable', async (ctx) => {
    const { recoveryCodes, signedIn } = await confirmEnrolment(
      { actor: await enrollingAdmin(ctx), body: ctx.request.body, origin: attemptOrigin(ctx) },
      mfaDeps,
    );
    clearSessionCookie(ctx, adminMfaChallengeCookie);
    setSessionCookie(ctx, adminSessionCookie, signedIn.session.token, signedIn.session.expiresAt);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes };
  });

  router.post('/logout', async (ctx) => {
    const token = ctx.cookies.get(adminSessionCookie);
    const session = token ? await sessions.verify(token, 'admin') : null;
    if (session) await sessions.revoke(session.sid);
    clearSessionCookie(ctx, adminSessionCookie);
    ctx.body = { message: 'Logged out successfully' };
  });

  const identityOf = async ({ id, username }: { id: string; username: string }) => {
    const admin = await mfa.admins.findById(id, { 'mfa.enabled': 1 }).lean();
    return { id, username, mfaEnabled: Boolean(admin?.mfa?.enabled) } satisfies AdminIdentity;
  };

  router.get('/me', guards.requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await identityOf(currentAdmin(ctx));
  });

  // The admin app's session check: signed out is an answer, not an error (as GET /api/auth/me),
  // so opening /admin/login logs no failed request. A user session never counts here.
  router.get('/session', guards.optionalAdmin, async (ctx) => {
    const admin = ctx.state.admin ? await identityOf(ctx.state.admin) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { admin } satisfies AdminSessionResponse;
  });

  router.get('/users', guards.requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const query = validate(adminUsersQuerySchema, ctx.query);
    ctx.body = (await listUsersForAdmin(query, userList)) satisfies AdminUsersPage;
  });

  return router;
}
