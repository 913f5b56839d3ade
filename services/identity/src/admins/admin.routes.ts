import { Router } from '@koa/router';
import {
  adminLoginSchema,
  adminMfaChallengeCookie,
  adminMfaEnableSchema,
  adminMfaLoginSchema,
  adminMfaSetupRequestSchema,
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
  requirePermission,
  setSessionCookie,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { Context } from 'koa';
import { attemptOrigin } from '../sessions/request-origin';
import type { SessionService } from '../sessions/session-service';
import { getAdminIdentity } from './get-admin-identity';
import { listUsersForAdmin } from './list-users-for-admin';
import type { ListUsersForAdminDeps } from './list-users-for-admin';
import { auditMalformedAdminLogin, loginAdmin } from './login-admin';
import type { LoginAdminDeps } from './login-admin';
import type { AdminMfaDeps } from './mfa/admin-mfa-deps';
import { beginEnrolment } from './mfa/begin-enrolment';
import { completeMfaLogin, requireLoginChallenge } from './mfa/complete-mfa-login';
import { confirmEnrolment } from './mfa/confirm-enrolment';
import { findEnrollingAdmin } from './mfa/find-enrolling-admin';

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

  const enrollingAdmin = (ctx: Context) =>
    findEnrollingAdmin(
      {
        sessionToken: ctx.cookies.get(adminSessionCookie),
        challengeId: ctx.cookies.get(adminMfaChallengeCookie),
      },
      { sessions, challenges: mfa.challenges },
    );

  router.post('/login', async (ctx) => {
    const origin = attemptOrigin(ctx);
    let input;
    try {
      input = validate(adminLoginSchema, ctx.request.body);
    } catch (error) {
      await auditMalformedAdminLogin({ body: ctx.request.body, origin }, login);
      throw error;
    }
    const result = await loginAdmin({ ...input, origin }, { ...login, sessions });
    if (result.kind === 'session') {
      setSessionCookie(ctx, adminSessionCookie, result.session.token, result.session.expiresAt);
      ctx.body = result.admin satisfies AdminIdentity;
      return;
    }
    setSessionCookie(ctx, adminMfaChallengeCookie, result.challenge.id, result.challenge.expiresAt);
    ctx.body = (
      result.kind === 'mfa' ? { mfaRequired: true } : { enrolmentRequired: true }
    ) satisfies AdminLoginNextStep;
  });

  // Who asks is checked before what they sent: without a sign-in under way these are a 401.
  router.post('/login/mfa', async (ctx) => {
    const challenge = await requireLoginChallenge(
      { challengeId: ctx.cookies.get(adminMfaChallengeCookie) },
      mfa,
    );
    const input = validate(adminMfaLoginSchema, ctx.request.body);
    const { admin, session } = await completeMfaLogin(
      { ...input, challenge, origin: attemptOrigin(ctx) },
      mfaDeps,
    );
    clearSessionCookie(ctx, adminMfaChallengeCookie);
    setSessionCookie(ctx, adminSessionCookie, session.token, session.expiresAt);
    ctx.body = admin satisfies AdminIdentity;
  });

  router.post('/mfa/setup', async (ctx) => {
    const actor = await enrollingAdmin(ctx);
    const { password } = validate(adminMfaSetupRequestSchema, ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await beginEnrolment({ actor, password, origin: attemptOrigin(ctx) }, mfaDeps);
  });

  router.post('/mfa/enable', async (ctx) => {
    const actor = await enrollingAdmin(ctx);
    const { code } = validate(adminMfaEnableSchema, ctx.request.body);
    const { recoveryCodes, signedIn } = await confirmEnrolment(
      { actor, code, origin: attemptOrigin(ctx) },
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

  router.get('/me', guards.requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const admin = await getAdminIdentity(currentAdmin(ctx), mfa);
    if (!admin) throw createError(401, 'Authentication required');
    ctx.body = admin satisfies AdminIdentity;
  });

  // The admin app's session check: signed out is an answer, not an error (as GET /api/auth/me),
  // so opening /admin/login logs no failed request. A user session never counts here.
  router.get('/session', guards.optionalAdmin, async (ctx) => {
    const admin = ctx.state.admin ? await getAdminIdentity(ctx.state.admin, mfa) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { admin } satisfies AdminSessionResponse;
  });

  router.get('/users', guards.requireAdmin, requirePermission('users'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const query = validate(adminUsersQuerySchema, ctx.request.query);
    ctx.body = (await listUsersForAdmin(query, userList)) satisfies AdminUsersPage;
  });

  return router;
}
