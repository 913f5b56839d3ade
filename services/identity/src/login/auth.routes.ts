import { Router } from '@koa/router';
import { loginSchema, userSessionCookie } from '@cardbridge/contracts';
import type { CurrentUserResponse, UserResponse } from '@cardbridge/contracts';
import {
  clearSessionCookie,
  currentUser,
  setSessionCookie,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { SessionService } from '../sessions/session-service';
import type { SessionKeys } from '../sessions/signing-keys';
import { attemptOrigin } from '../sessions/request-origin';
import { toPublicUser } from '../users/public-user';
import type { UserAccounts } from '../users/user-accounts';
import { loginUser } from './login-user';
import { registerUser } from './register-user';
import type { RegistrationLimiter } from './registration-limit';
import type { LoginUserDeps } from './login-user';

export interface AuthRoutesDeps {
  accounts: UserAccounts;
  login: Omit<LoginUserDeps, 'sessions'>;
  registrations: RegistrationLimiter;
  sessions: SessionService;
  guards: SessionGuards;
  keys: () => Promise<SessionKeys>;
}

/** /api/auth/*: sign-up, sign-in, sign-out, session renewal, the current user, the public keys. */
export function authRoutes({
  accounts,
  login,
  registrations,
  sessions,
  guards,
  keys,
}: AuthRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api/auth' });

  router.post('/register', async (ctx) => {
    const { user, session } = await registerUser(
      { body: ctx.request.body, origin: attemptOrigin(ctx) },
      { accounts, registrations, sessions },
    );
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.status = 201;
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
  });

  router.post('/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const { user, session } = await loginUser(
      { ...input, origin: attemptOrigin(ctx) },
      { ...login, sessions },
    );
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
  });

  // Signing out always succeeds for the client; a live session is also ended everywhere.
  router.post('/logout', guards.optionalUser, async (ctx) => {
    if (ctx.state.user) await sessions.revoke(ctx.state.user.sid);
    clearSessionCookie(ctx, userSessionCookie);
    ctx.body = { message: 'Logged out successfully' };
  });

  // Rotation: a fresh session (new sid, full lifetime) replaces the presented one, which ends.
  router.post('/refresh', guards.requireUser, async (ctx) => {
    const signedIn = currentUser(ctx);
    const user = await accounts.requireById(signedIn.id);
    const session = await sessions.issue('user', {
      id: user.id as string,
      username: user.username,
    });
    await sessions.revoke(signedIn.sid);
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
  });

  // Signed out is an answer, not an error: a visitor gets 200 `{ user: null }`, so public pages
  // do not log a failed request on every view. A session whose account is gone is signed out too.
  router.get('/me', guards.optionalUser, async (ctx) => {
    const user = ctx.state.user ? await accounts.findById(ctx.state.user.id) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: user ? toPublicUser(user) : null } satisfies CurrentUserResponse;
  });

  // Public key only; services cache it (jose's remote JWK set).
  router.get('/jwks', async (ctx) => {
    const { publicJwk } = await keys();
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { keys: [publicJwk] };
  });

  return router;
}
