import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  profileUpdateAnswerSchema,
  type ProfileRequest,
  type ProfileUpdateAnswer,
} from '@cardbridge/contracts';
import { currentUserQueryKey, requestJson } from '@cardbridge/web-kit';

/**
 * PATCH /api/profile: the updated user, and the new email still waiting for the link sent to it
 * (docs/product.md#limits).
 */
export function updateProfile(input: ProfileRequest): Promise<ProfileUpdateAnswer> {
  return requestJson('PATCH', '/api/profile', profileUpdateAnswerSchema, input);
}

/** Saves the profile; the answered user replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
