import type { NotificationPreferences } from '@cardbridge/contracts';
import type { User } from '../users/user.model';

/** A user's notification preferences as the settings page shows them. */
export function toNotificationPreferences({ notifications }: User): NotificationPreferences {
  return {
    emailNotifications: notifications.emailNotifications,
    smsNotifications: notifications.smsNotifications,
    submissionUpdates: notifications.submissionUpdates,
    marketingEmails: notifications.marketingEmails,
  };
}
