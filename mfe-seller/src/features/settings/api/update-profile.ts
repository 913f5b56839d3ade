import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileRequest, UserResponse } from '@cardbridge/contracts';
import { apiRequest, currentUserQueryKey } from '@cardbridge/web-kit';

/** PATCH /api/profile; the answered user replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileRequest) => {
      const response = await apiRequest('PATCH', '/api/profile', input);
      return ((await response.json()) as UserResponse).user;
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
