import type { UserModel } from './user.model';

/** How many names an answer lists at most: enough for a reviewer to see a pattern. */
const listed = 20;

/**
 * The usernames of accounts signed up from one client address since a time, newest first: the
 * registering half of the linked-accounts signal (docs/product.md#review-console). One read of
 * the `registeredFrom` index.
 */
export async function registeredFrom(
  { address, since }: { address: string; since: Date },
  { users }: { users: UserModel },
): Promise<{ usernames: string[] }> {
  const found = await users
    .find({ registeredFrom: address, createdAt: { $gt: since } }, { username: 1 })
    .sort({ createdAt: -1 })
    .limit(listed)
    .lean();
  return { usernames: found.map((user) => user.username) };
}
