import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, UserResponse } from '@cardbridge/contracts';
import { apiRequest, currentUserQueryKey } from '@cardbridge/web-kit';
import { forgetUserData } from './forget-user-data';

/** POST /api/auth/register; the new account is signed in at once, so it becomes the current user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      const response = await apiRequest('POST', '/api/auth/register', input);
      return ((await response.json()) as UserResponse).user;
    },
    onSuccess: (user) => {
      forgetUserData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
