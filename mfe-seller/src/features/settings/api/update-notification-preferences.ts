import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesSchema, type NotificationPreferences } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

/** PATCH /api/notifications; the answer is the stored preferences. */
export function updateNotificationPreferences(
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return requestJson('PATCH', '/api/notifications', notificationPreferencesSchema, input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (stored) => queryClient.setQueryData(notificationPreferencesQueryKey, stored),
  });
}
