import { Router } from '@koa/router';
import {
  changePasswordSchema,
  confirmEmailSchema,
  profileSchema,
  userSessionCookie,
} from '@cardbridge/contracts';
import type { ProfileUpdateAnswer } from '@cardbridge/contracts';
import { currentUser, setSessionCookie, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { LoginThrottle } from '../auth/login-throttle';
import { attemptOrigin } from '../sessions/request-origin';
import type { SessionService } from '../sessions/session-service';
import { requireStrongPassword } from '../users/strong-password';
import type { UserModel } from '../users/user.model';
import { toPublicUser } from '../users/user.view';
import { changePassword } from './change-password';
import { confirmEmailChange } from './confirm-email-change';
import type { RequestEmailChangeDeps } from './request-email-change';
import { updateProfile } from './update-profile';

const passwordChange = requireStrongPassword(changePasswordSchema, 'newPassword');

export interface ProfileRoutesDeps {
  users: UserModel;
  /** A new email waits for its link: where it is kept, how it is sent, how often it may be asked. */
  emailChange: Omit<RequestEmailChangeDeps, 'users'>;
  sessions: SessionService;
  throttle: LoginThrottle;
  guards: SessionGuards;
}

/** PATCH /api/profile and PATCH /api/change-password: the signed-in user's own account. */
export function profileRoutes({
  users,
  emailChange,
  sessions,
  throttle,
  guards,
}: ProfileRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api' });

  router.patch('/profile', guards.requireUser, async (ctx) => {
    const input = validate(profileSchema, ctx.request.body);
    const { user, pendingEmail } = await updateProfile(
      { ...input, userId: currentUser(ctx).id, address: attemptOrigin(ctx).address },
      { users, ...emailChange },
    );
    ctx.body = { user: toPublicUser(user), pendingEmail } satisfies ProfileUpdateAnswer;
  });

  // Opened from the emailed link, maybe in another browser: the token is the proof, not a session.
  router.post('/profile/confirm-email', async (ctx) => {
    const { token } = validate(confirmEmailSchema, ctx.request.body);
    const { email } = await confirmEmailChange(
      { token },
      { users, emailChanges: emailChange.emailChanges },
    );
    ctx.body = { message: `Your email address is now ${email}` };
  });

  router.patch('/change-password', guards.requireUser, async (ctx) => {
    const input = validate(passwordChange, ctx.request.body);
    const { session } = await changePassword(
      { ...input, userId: currentUser(ctx).id, origin: attemptOrigin(ctx) },
      { users, sessions, throttle },
    );
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.body = { message: 'Password changed successfully' };
  });

  return router;
}
