import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileRequest, PublicUser, UserResponse } from '@cardbridge/contracts';
import { apiRequest, currentUserQueryKey } from '@cardbridge/web-kit';

/** PATCH /api/profile: the updated user. */
export async function updateProfile(input: ProfileRequest): Promise<PublicUser> {
  const response = await apiRequest('PATCH', '/api/profile', input);
  return ((await response.json()) as UserResponse).user;
}

/** Saves the profile; the answered user replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
