import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';

/**
 * PATCH /api/change-password. The server ends every other session and re-issues this browser's
 * cookie, so the user stays signed in here.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('PATCH', '/api/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
