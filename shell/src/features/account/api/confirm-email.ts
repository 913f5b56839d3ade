import { useMutation } from '@tanstack/react-query';
import { confirmEmailAnswerSchema } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';

/** POST /api/profile/confirm-email: the emailed link's token makes the new address the account's. */
export async function confirmEmail(token: string): Promise<string> {
  const { message } = await requestJson(
    'POST',
    '/api/profile/confirm-email',
    confirmEmailAnswerSchema,
    { token },
  );
  return message;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
