import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponseSchema, type PublicUser } from '@cardbridge/contracts';
import { currentUserQueryKey, requestJson } from '@cardbridge/web-kit';
import { forgetUserData } from '../../../lib/session/forget-user-data';

/** POST /api/auth/register/confirm: the emailed link's token makes the account, signed in. */
export async function finishSignUp(token: string): Promise<PublicUser> {
  const { user } = await requestJson('POST', '/api/auth/register/confirm', userResponseSchema, {
    token,
  });
  return user;
}

/** The new account is signed in at once, so it becomes the current user. */
export function useFinishSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSignUp,
    onSuccess: (user) => {
      forgetUserData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
