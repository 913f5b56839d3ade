import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { UserModel } from '../users/user.model';
import type { EmailChangeModel } from './email-change.model';
import { hashToken } from '../users/link-token';

const invalidLink = () => createError(400, 'This link is invalid or has expired');

/**
 * The link emailed to a new address was opened: the address becomes the account's. The token is
 * the proof (256 random bits, stored hashed, one hour, once), so no session is needed.
 */
export async function confirmEmailChange(
  { token }: { token: string },
  { users, emailChanges }: { users: UserModel; emailChanges: EmailChangeModel },
): Promise<{ email: string }> {
  const change = await emailChanges
    .findOneAndDelete({ _id: hashToken(token), expiresAt: { $gt: new Date() } })
    .lean();
  if (!change) throw invalidLink();
  try {
    const { modifiedCount } = await users.updateOne(
      { _id: change.userId },
      { $set: { email: change.newEmail } },
    );
    if (modifiedCount !== 1) throw invalidLink();
  } catch (error) {
    // Taken since the link was sent: whoever holds the mailbox may know that.
    if (isDuplicateKeyError(error)) {
      throw createError(409, 'This email address is already used by another account');
    }
    throw error;
  }
  return { email: change.newEmail };
}
