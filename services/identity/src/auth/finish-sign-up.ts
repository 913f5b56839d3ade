import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import { hashToken } from '../users/link-token';
import type { UserDocument, UserModel } from '../users/user.model';
import type { PendingRegistrationModel } from './pending-registration.model';

/**
 * The sign-up link was opened: the account is made and this browser signed in. The token is the
 * proof that the address is the visitor's (256 random bits, stored hashed, 24 hours, once).
 */
export async function finishSignUp(
  { token }: { token: string },
  {
    users,
    pending,
    sessions,
  }: { users: UserModel; pending: PendingRegistrationModel; sessions: SessionService },
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const signUp = await pending
    .findOneAndDelete({ _id: hashToken(token), expiresAt: { $gt: new Date() } })
    .lean();
  if (!signUp) throw createError(400, 'This link is invalid or has expired');
  let user: UserDocument;
  try {
    user = await users.create({
      username: signUp.username,
      usernameKey: signUp.username.toLowerCase(),
      email: signUp.email,
      passwordHash: signUp.passwordHash,
      firstName: signUp.firstName,
      lastName: signUp.lastName,
      phoneNumber: signUp.phoneNumber,
      registeredFrom: signUp.registeredFrom ?? null,
      lastVisit: new Date(),
    });
  } catch (error) {
    // Taken since the link was sent (another sign-up finished first): the mailbox's owner may know.
    if (isDuplicateKeyError(error)) {
      throw createError(409, 'This email address or username is already used by another account');
    }
    throw error;
  }
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { user, session };
}
