import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@cardbridge/contracts';
import { apiRequest, getJson } from '@cardbridge/web-kit';

export const notificationsQueryKey = ['/api/notifications'] as const;

/** GET /api/notifications: the signed-in user's preferences (spec defaults for a new account). */
export function useNotificationPreferences(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => getJson<NotificationPreferences>(notificationsQueryKey[0]),
    enabled,
  });
}

/** PATCH /api/notifications; the answer is the stored preferences. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationPreferences) => {
      const response = await apiRequest('PATCH', notificationsQueryKey[0], input);
      return (await response.json()) as NotificationPreferences;
    },
    onSuccess: (stored) => queryClient.setQueryData(notificationsQueryKey, stored),
  });
}
