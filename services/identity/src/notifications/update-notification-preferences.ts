import type { NotificationPreferences, NotificationsUpdate } from '@cardbridge/contracts';
import { requireSignedInUser } from '../users/find-user';
import type { UserDocument, UserModel } from '../users/user.model';

/** The signed-in user turns notification kinds on or off; the ones not named stay as they were. */
export async function updateNotificationPreferences(
  { userId, changes }: { userId: string; changes: NotificationsUpdate },
  { users }: { users: UserModel },
): Promise<UserDocument> {
  const user = await requireSignedInUser({ id: userId }, { users });
  for (const [key, value] of Object.entries(changes)) {
    if (typeof value === 'boolean')
      user.notifications[key as keyof NotificationPreferences] = value;
  }
  return user.save();
}
