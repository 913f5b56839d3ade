import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponseSchema, type PublicUser, type RegisterRequest } from '@cardbridge/contracts';
import { currentUserQueryKey, requestJson } from '@cardbridge/web-kit';
import { forgetUserData } from '../../../lib/session/forget-user-data';

/** POST /api/auth/register: the new account, already signed in. */
export async function registerUser(input: RegisterRequest): Promise<PublicUser> {
  const { user } = await requestJson('POST', '/api/auth/register', userResponseSchema, input);
  return user;
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
