import type { RegisterRequest } from '@cardbridge/contracts';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import type { UserAccounts } from '../users/user-accounts';
import type { UserDocument } from '../users/user.model';

/** A visitor signs up: the account is created (username and email free) and signed in at once. */
export async function registerUser(
  input: RegisterRequest,
  { accounts, sessions }: { accounts: Pick<UserAccounts, 'register'>; sessions: SessionService },
): Promise<{ user: UserDocument; session: IssuedSession }> {
  const user = await accounts.register(input);
  const session = await sessions.issue('user', { id: user.id as string, username: user.username });
  return { user, session };
}
