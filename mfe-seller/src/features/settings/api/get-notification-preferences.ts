import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /api/notifications: the signed-in user's preferences (docs/product.md#data gives a new account's defaults). */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return getJson('/api/notifications', notificationPreferencesSchema);
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: getNotificationPreferences,
  });

/** Loaded only while the dialog that shows them is open. */
export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled });
}
