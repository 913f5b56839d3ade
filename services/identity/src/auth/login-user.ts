import { createError } from '@cardbridge/service-kit';
import type { LoginRequest } from '@cardbridge/contracts';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import { verifyAgainstNothing, verifyPassword } from '../users/password';
import type { UserDocument, UserModel } from '../users/user.model';
import type { AttemptOrigin } from './attempt-origin';
import type { LoginThrottle } from './login-throttle';
import type { SignInMetrics } from './sign-in-metrics';

export interface LoginUserInput extends LoginRequest {
  origin: AttemptOrigin;
}

export interface LoginUserDeps {
  users: UserModel;
  throttle: LoginThrottle;
  sessions: SessionService;
  signIns: SignInMetrics;
}

export const invalidCredentials = () => createError(401, 'Invalid credentials');

/**
 * A user signs in by email: throttled per account and per address, one answer for a wrong email
 * and a wrong password (a missing account costs the same hashing time), then a new session.
 */
export async function loginUser(
  { email, password, origin }: LoginUserInput,
  { users, throttle, sessions, signIns }: LoginUserDeps,
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const keys = { account: `user:${email}`, address: origin.address };
  const attempt = await throttle.begin(keys).catch((error: unknown) => {
    signIns.refused('user', error);
    throw error;
  });

  const user = await users.findOne({ email });
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await attempt.failed();
    signIns.failed('user');
    throw invalidCredentials();
  }
  await attempt.succeeded();

  user.lastVisit = new Date();
  const saved = await user.save();
  const session = await sessions.issue('user', {
    id: saved.id as string,
    username: saved.username,
  });
  return { user: saved, session };
}
