import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, PublicUser, UserResponse } from '@cardbridge/contracts';
import { apiRequest, currentUserQueryKey } from '@cardbridge/web-kit';
import { forgetUserData } from '../../../lib/session/forget-user-data';

/** POST /api/auth/login: the signed-in user. */
export async function signInUser(credentials: LoginRequest): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/auth/login', credentials);
  return ((await response.json()) as UserResponse).user;
}

/** Signs in; the answered user becomes the cached current user (docs/product.md#api). */
export function useSignInUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInUser,
    onSuccess: (user) => {
      forgetUserData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
