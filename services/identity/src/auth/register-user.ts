import type { RegisterRequest } from '@cardbridge/contracts';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import { assertNamesFree } from '../users/claimed-names';
import { conflictFromDuplicateKey } from '../users/duplicate-key';
import { hashPassword } from '../users/password';
import type { UserDocument, UserModel } from '../users/user.model';
import type { AttemptOrigin } from './attempt-origin';
import type { RegistrationLimiter } from './registration-limit';

export interface RegisterUserInput extends RegisterRequest {
  origin: AttemptOrigin;
}

export interface RegisterUserDeps {
  users: UserModel;
  registrations: RegistrationLimiter;
  sessions: SessionService;
}

/**
 * A visitor signs up: within the address's allowance of new accounts, a username and email
 * nobody has; then they are signed in. A refused sign-up leaves the allowance as it was.
 */
export async function registerUser(
  { origin, ...input }: RegisterUserInput,
  { users, registrations, sessions }: RegisterUserDeps,
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const admitted = await registrations.admit(origin.address);
  let user: UserDocument;
  try {
    await assertNamesFree(input, { users });
    user = await users.create({
      username: input.username,
      usernameKey: input.username.toLowerCase(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? null,
      lastVisit: new Date(),
    });
  } catch (error) {
    await admitted.undo();
    // Two sign-ups can race past the check; the unique index decides with the same 409.
    throw conflictFromDuplicateKey(error);
  }
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { user, session };
}
