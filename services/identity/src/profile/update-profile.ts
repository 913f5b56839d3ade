import type { ProfileRequest } from '@cardbridge/contracts';
import { assertNamesFree } from '../users/claimed-names';
import { conflictFromDuplicateKey } from '../users/duplicate-key';
import { requireSignedInUser } from '../users/find-user';
import type { UserDocument, UserModel } from '../users/user.model';

export interface UpdateProfileInput extends ProfileRequest {
  userId: string;
}

/** The signed-in user edits their name, email and phone number. */
export async function updateProfile(
  { userId, ...profile }: UpdateProfileInput,
  { users }: { users: UserModel },
): Promise<UserDocument> {
  const user = await requireSignedInUser({ id: userId }, { users });
  if (profile.email !== user.email) {
    await assertNamesFree({ email: profile.email, exceptId: userId }, { users });
  }
  user.firstName = profile.firstName;
  user.lastName = profile.lastName;
  user.email = profile.email;
  user.phoneNumber = profile.phoneNumber ?? null;
  try {
    return await user.save();
  } catch (error) {
    throw conflictFromDuplicateKey(error);
  }
}
