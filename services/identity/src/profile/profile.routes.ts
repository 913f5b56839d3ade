import { Router } from '@koa/router';
import { changePasswordSchema, profileSchema, userSessionCookie } from '@cardbridge/contracts';
import type { UserResponse } from '@cardbridge/contracts';
import { currentUser, setSessionCookie, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { LoginThrottle } from '../auth/login-throttle';
import { attemptOrigin } from '../sessions/request-origin';
import type { SessionService } from '../sessions/session-service';
import { requireStrongPassword } from '../users/strong-password';
import type { UserModel } from '../users/user.model';
import { toPublicUser } from '../users/user.view';
import { changePassword } from './change-password';
import { updateProfile } from './update-profile';

const passwordChange = requireStrongPassword(changePasswordSchema, 'newPassword');

export interface ProfileRoutesDeps {
  users: UserModel;
  sessions: SessionService;
  throttle: LoginThrottle;
  guards: SessionGuards;
}

/** PATCH /api/profile and PATCH /api/change-password: the signed-in user's own account. */
export function profileRoutes({ users, sessions, throttle, guards }: ProfileRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api' });

  router.patch('/profile', guards.requireUser, async (ctx) => {
    const input = validate(profileSchema, ctx.request.body);
    const user = await updateProfile({ ...input, userId: currentUser(ctx).id }, { users });
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
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
