import { registerSchema } from '@cardbridge/contracts';
import { validate } from '@cardbridge/service-kit';
import { requireStrongPassword } from '../users/strong-password';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import type { UserAccounts } from '../users/user-accounts';
import type { UserDocument } from '../users/user.model';
import type { AttemptOrigin } from './attempt-origin';
import type { RegistrationLimiter } from './registration-limit';

export interface RegisterUserInput {
  body: unknown;
  origin: AttemptOrigin;
}

export interface RegisterUserDeps {
  accounts: UserAccounts;
  registrations: RegistrationLimiter;
  sessions: SessionService;
}

const registration = requireStrongPassword(registerSchema, 'password');

/**
 * A visitor signs up: a valid form (with a password hard to guess), within the address's allowance of new accounts, a username
 * and email nobody has; then they are signed in. A refused sign-up leaves the allowance as it was.
 */
export async function registerUser(
  { body, origin }: RegisterUserInput,
  { accounts, registrations, sessions }: RegisterUserDeps,
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const input = validate(registration, body);
  const admitted = await registrations.admit(origin.address);
  let user: UserDocument;
  try {
    user = await accounts.register(input);
  } catch (error) {
    await admitted.undo();
    throw error;
  }
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { user, session };
}
