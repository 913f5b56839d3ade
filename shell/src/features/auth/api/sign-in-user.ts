import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponseSchema, type LoginRequest, type PublicUser } from '@cardbridge/contracts';
import { currentUserQueryKey, requestJson } from '@cardbridge/web-kit';
import { forgetUserData } from '../../../lib/session/forget-user-data';

/** POST /api/auth/login: the signed-in user. */
export async function signInUser(credentials: LoginRequest): Promise<PublicUser> {
  const { user } = await requestJson('POST', '/api/auth/login', userResponseSchema, credentials);
  return user;
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
