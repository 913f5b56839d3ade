import { createError } from '@cardbridge/service-kit';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import { requireSignedInUser } from '../users/find-user';
import { hashPassword, verifyPassword } from '../users/password';
import type { UserModel } from '../users/user.model';

export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordDeps {
  users: UserModel;
  sessions: SessionService;
}

const wrongCurrentPassword = 'Current password is incorrect';

/**
 * A signed-in user changes their password: the current one must match, the new one is hashed
 * and saved, every existing session (a stolen one included) ends, and this browser gets a fresh
 * session so it stays signed in.
 */
export async function changePassword(
  { userId, currentPassword, newPassword }: ChangePasswordInput,
  { users, sessions }: ChangePasswordDeps,
): Promise<{ session: IssuedSession }> {
  const user = await requireSignedInUser({ id: userId }, { users });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw createError(400, wrongCurrentPassword, {
      errors: { currentPassword: wrongCurrentPassword },
    });
  }
  user.passwordHash = await hashPassword(newPassword);
  await user.save();

  await sessions.revokeAllOf('user', user.id as string);
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { session };
}
