import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

/** PATCH /api/notifications; the answer is the stored preferences. */
export async function updateNotificationPreferences(
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const response = await apiRequest('PATCH', '/api/notifications', input);
  return (await response.json()) as NotificationPreferences;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (stored) => queryClient.setQueryData(notificationPreferencesQueryKey, stored),
  });
}
