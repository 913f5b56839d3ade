import { createError, isObjectId } from '@cardbridge/service-kit';
import type { UserDocument, UserModel } from './user.model';

export interface FindUserDeps {
  users: UserModel;
}

/** The user with this id, or null (an id that is no ObjectId names nobody). */
export async function findUser(
  { id }: { id: string },
  { users }: FindUserDeps,
): Promise<UserDocument | null> {
  return isObjectId(id) ? users.findById(id) : null;
}

/** The signed-in user's account; a session that outlived its account is treated as signed out. */
export async function requireSignedInUser(
  input: { id: string },
  deps: FindUserDeps,
): Promise<UserDocument> {
  const user = await findUser(input, deps);
  if (!user) throw createError(401, 'Authentication required');
  return user;
}
