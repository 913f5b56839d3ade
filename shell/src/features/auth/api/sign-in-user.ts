import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, UserResponse } from '@cardbridge/contracts';
import { apiRequest, currentUserQueryKey } from '@cardbridge/web-kit';
import { forgetUserData } from './forget-user-data';

/** POST /api/auth/login; the answered user becomes the cached current user (spec section 7). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const response = await apiRequest('POST', '/api/auth/login', credentials);
      return ((await response.json()) as UserResponse).user;
    },
    onSuccess: (user) => {
      forgetUserData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
