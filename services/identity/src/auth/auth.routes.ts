import { Router } from '@koa/router';
import {
  confirmSignUpSchema,
  loginSchema,
  registerSchema,
  signUpStartedMessage,
  userSessionCookie,
} from '@cardbridge/contracts';
import type { CurrentUserResponse, UserResponse } from '@cardbridge/contracts';
import {
  clearSessionCookie,
  currentUser,
  setSessionCookie,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import { refreshSession } from '../sessions/refresh-session';
import { signOutOtherSessions } from '../sessions/sign-out-other-sessions';
import type { SessionService } from '../sessions/session-service';
import type { SessionKeys } from '../sessions/signing-keys';
import { attemptOrigin } from '../sessions/request-origin';
import { findUser } from '../users/find-user';
import { requireStrongPassword } from '../users/strong-password';
import type { UserModel } from '../users/user.model';
import { toPublicUser } from '../users/user.view';
import { loginUser } from './login-user';
import type { LoginThrottle } from './login-throttle';
import { finishSignUp } from './finish-sign-up';
import { registerUser } from './register-user';
import type { RegisterUserDeps } from './register-user';
import type { SignInMetrics } from './sign-in-metrics';
import type { WindowLimiter } from './window-limit';

export interface AuthRoutesDeps {
  users: UserModel;
  throttle: LoginThrottle;
  /** Sign-ups: the pending ones, their allowances and the emails that finish them. */
  signUps: Omit<RegisterUserDeps, 'users'>;
  /** Session renewals per address and per user. */
  refreshes: { perAddress: WindowLimiter; perUser: WindowLimiter };
  sessions: SessionService;
  guards: SessionGuards;
  keys: () => Promise<SessionKeys>;
  signIns: SignInMetrics;
}

/** A sign-up's password must also be hard to guess (docs/product.md#validation). */
const registration = requireStrongPassword(registerSchema, 'password');

/** /api/auth/*: sign-up, sign-in, sign-out, session renewal, the current user, the public keys. */
export function authRoutes({
  users,
  throttle,
  signUps,
  refreshes,
  sessions,
  guards,
  keys,
  signIns,
}: AuthRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api/auth' });

  // 202 whether or not the email has an account: the emailed link finishes the sign-up.
  router.post('/register', async (ctx) => {
    const input = validate(registration, ctx.request.body);
    await registerUser({ ...input, origin: attemptOrigin(ctx) }, { users, ...signUps });
    ctx.status = 202;
    ctx.body = { message: signUpStartedMessage };
  });

  router.post('/register/confirm', async (ctx) => {
    const { token } = validate(confirmSignUpSchema, ctx.request.body);
    const { user, session } = await finishSignUp(
      { token },
      { users, pending: signUps.pending, sessions },
    );
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.status = 201;
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
  });

  router.post('/login', async (ctx) => {
    const input = validate(loginSchema, ctx.request.body);
    const { user, session } = await loginUser(
      { ...input, origin: attemptOrigin(ctx) },
      { users, throttle, sessions, signIns },
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

  router.post('/refresh', guards.requireUser, async (ctx) => {
    const { id, sid } = currentUser(ctx);
    const { user, session } = await refreshSession(
      { userId: id, sid, address: attemptOrigin(ctx).address },
      { users, sessions, ...refreshes },
    );
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
  });

  router.post('/sign-out-others', guards.requireUser, async (ctx) => {
    const { id, sid } = currentUser(ctx);
    const { ended } = await signOutOtherSessions({ userId: id, sid }, { sessions });
    ctx.body = { message: 'Signed out of your other sessions', ended };
  });

  // Signed out is an answer, not an error: a visitor gets 200 `{ user: null }`, so public pages
  // do not log a failed request on every view. A session whose account is gone is signed out too.
  router.get('/me', guards.optionalUser, async (ctx) => {
    const user = ctx.state.user ? await findUser({ id: ctx.state.user.id }, { users }) : null;
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
