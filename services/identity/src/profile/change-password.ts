import { createError } from '@cardbridge/service-kit';
import type { AttemptOrigin } from '../auth/attempt-origin';
import type { LoginThrottle } from '../auth/login-throttle';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import { requireSignedInUser } from '../users/find-user';
import { hashPassword, verifyPassword } from '../users/password';
import type { UserModel } from '../users/user.model';

export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
  origin: AttemptOrigin;
}

export interface ChangePasswordDeps {
  users: UserModel;
  sessions: SessionService;
  throttle: LoginThrottle;
}

const wrongCurrentPassword = 'Current password is incorrect';

/**
 * A signed-in user changes their password: the current one must match, the new one is hashed
 * and saved. The current password is a sign-in secret, so each check counts against the same
 * account and address throttle as sign-in (docs/product.md#sign-in-protection): a stolen session
 * cannot guess it faster than the sign-in page, and a refused attempt runs no hash at all. Then
 * every existing session (a stolen one included) ends, and this browser gets a fresh session so
 * it stays signed in.
 */
export async function changePassword(
  { userId, currentPassword, newPassword, origin }: ChangePasswordInput,
  { users, sessions, throttle }: ChangePasswordDeps,
): Promise<{ session: IssuedSession }> {
  const user = await requireSignedInUser({ id: userId }, { users });
  const attempt = await throttle.begin({ account: `user:${user.email}`, address: origin.address });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await attempt.failed();
    throw createError(400, wrongCurrentPassword, {
      errors: { currentPassword: wrongCurrentPassword },
    });
  }
  await attempt.succeeded();
  user.passwordHash = await hashPassword(newPassword);
  await user.save();

  await sessions.revokeAllOf('user', user.id as string);
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { session };
}
