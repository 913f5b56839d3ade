import { z } from 'zod';

/** Notification preferences with their defaults (docs/product.md#data). */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'Must be true or false' }),
  smsNotifications: z.boolean({ error: 'Must be true or false' }),
  submissionUpdates: z.boolean({ error: 'Must be true or false' }),
  marketingEmails: z.boolean({ error: 'Must be true or false' }),
});

export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  submissionUpdates: true,
  marketingEmails: false,
};

/** PATCH /api/notifications: any subset; omitted preferences keep their value. */
export const notificationsUpdateSchema = notificationPreferencesSchema.partial();
export type NotificationsUpdate = z.output<typeof notificationsUpdateSchema>;
