import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponseSchema, type ProfileRequest, type PublicUser } from '@cardbridge/contracts';
import { currentUserQueryKey, requestJson } from '@cardbridge/web-kit';

/** PATCH /api/profile: the updated user. */
export async function updateProfile(input: ProfileRequest): Promise<PublicUser> {
  const { user } = await requestJson('PATCH', '/api/profile', userResponseSchema, input);
  return user;
}

/** Saves the profile; the answered user replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
