import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterRequest, UserResponse } from '@cardbridge/contracts';
import { apiRequest, currentUserQueryKey } from '@cardbridge/web-kit';
import { forgetUserData } from '../../../lib/session/forget-user-data';

/** POST /api/auth/register: the new account, already signed in. */
export async function registerUser(input: RegisterRequest): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/auth/register', input);
  return ((await response.json()) as UserResponse).user;
}

/** Creates the account; it is signed in at once, so it becomes the current user. */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: (user) => {
      forgetUserData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
