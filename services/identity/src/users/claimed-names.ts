import { createError } from '@cardbridge/service-kit';
import type { UserModel } from './user.model';

/** Usernames a user may not take: the client treats "admin" as an admin (docs/product.md#roles-and-permissions). */
const reservedUsernames = new Set(['admin', 'administrator', 'support', 'cardbridge']);

/** Refuses (409) a username or email another account holds; `exceptId` is the asking account. */
export async function assertNamesFree(
  { username, email, exceptId }: { username?: string; email?: string; exceptId?: string },
  { users }: { users: UserModel },
): Promise<void> {
  const notSelf = exceptId ? { _id: { $ne: exceptId } } : {};
  if (
    username &&
    (reservedUsernames.has(username.toLowerCase()) ||
      (await users.exists({ usernameKey: username.toLowerCase(), ...notSelf })))
  ) {
    throw createError(409, 'Username is already taken');
  }
  if (email && (await users.exists({ email, ...notSelf }))) {
    throw createError(409, 'Email is already registered');
  }
}
