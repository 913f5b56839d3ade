import type { ProfileRequest } from '@cardbridge/contracts';
import { requireSignedInUser } from '../users/find-user';
import type { UserDocument } from '../users/user.model';
import { requestEmailChange } from './request-email-change';
import type { RequestEmailChangeDeps } from './request-email-change';

export interface UpdateProfileInput extends ProfileRequest {
  userId: string;
  address: string;
}

/**
 * The signed-in user edits their name, email and phone number. Names and phone are saved now; a
 * new email waits for the link sent to it (docs/product.md#limits), so the answer never says
 * whether another account holds that address.
 */
export async function updateProfile(
  { userId, address, ...profile }: UpdateProfileInput,
  deps: RequestEmailChangeDeps,
): Promise<{ user: UserDocument; pendingEmail: string | null }> {
  const user = await requireSignedInUser({ id: userId }, deps);
  const pending =
    profile.email === user.email
      ? null
      : await requestEmailChange({ user, newEmail: profile.email, address }, deps);
  user.firstName = profile.firstName;
  user.lastName = profile.lastName;
  user.phoneNumber = profile.phoneNumber ?? null;
  return { user: await user.save(), pendingEmail: pending?.pendingEmail ?? null };
}
