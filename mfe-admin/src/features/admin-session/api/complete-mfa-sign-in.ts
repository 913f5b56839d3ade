import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentity, AdminMfaLoginRequest } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/** POST /api/admin/login/mfa: the code (or a recovery code) after the password. */
export async function completeMfaSignIn(body: AdminMfaLoginRequest): Promise<AdminIdentity> {
  const response = await apiRequest('POST', '/api/admin/login/mfa', body);
  return (await response.json()) as AdminIdentity;
}

export function useCompleteMfaSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMfaSignIn,
    onSuccess: (admin) => queryClient.setQueryData(currentAdminQueryKey, admin),
  });
}
