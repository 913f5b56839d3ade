import { Router } from '@koa/router';
import { changePasswordSchema, profileSchema, userSessionCookie } from '@cardbridge/contracts';
import type { UserResponse } from '@cardbridge/contracts';
import { currentUser, setSessionCookie, validate } from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import type { SessionService } from '../sessions/session-service';
import { toPublicUser } from '../users/public-user';
import { changePassword } from './change-password';
import { requireStrongPassword } from '../users/strong-password';
import type { UserAccounts } from '../users/user-accounts';

const passwordChange = requireStrongPassword(changePasswordSchema, 'newPassword');

/** PATCH /api/profile and PATCH /api/change-password: the signed-in user's own account. */
export function profileRoutes({
  accounts,
  sessions,
  guards,
}: {
  accounts: UserAccounts;
  sessions: SessionService;
  guards: SessionGuards;
}) {
  const router = new Router<AuthState>({ prefix: '/api' });

  router.patch('/profile', guards.requireUser, async (ctx) => {
    const input = validate(profileSchema, ctx.request.body);
    const user = await accounts.updateProfile(currentUser(ctx).id, input);
    ctx.body = { user: toPublicUser(user) } satisfies UserResponse;
  });

  router.patch('/change-password', guards.requireUser, async (ctx) => {
    const input = validate(passwordChange, ctx.request.body);
    const { session } = await changePassword(
      { userId: currentUser(ctx).id, ...input },
      { accounts, sessions },
    );
    setSessionCookie(ctx, userSessionCookie, session.token, session.expiresAt);
    ctx.body = { message: 'Password changed successfully' };
  });

  return router;
}
