import { useMutation } from '@tanstack/react-query';
import { signOutOthersAnswerSchema, type SignOutOthersAnswer } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';

/** POST /api/auth/sign-out-others: every other session of this user ends; this one stays. */
export function signOutOtherSessions(): Promise<SignOutOthersAnswer> {
  return requestJson('POST', '/api/auth/sign-out-others', signOutOthersAnswerSchema);
}

export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: signOutOtherSessions });
}
