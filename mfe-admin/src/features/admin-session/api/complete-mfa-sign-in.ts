import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminIdentitySchema,
  type AdminIdentity,
  type AdminMfaLoginRequest,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/** POST /api/admin/login/mfa: the code (or a recovery code) after the password. */
export function completeMfaSignIn(body: AdminMfaLoginRequest): Promise<AdminIdentity> {
  return requestJson('POST', '/api/admin/login/mfa', adminIdentitySchema, body);
}

export function useCompleteMfaSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMfaSignIn,
    onSuccess: (admin) => queryClient.setQueryData(currentAdminQueryKey, admin),
  });
}
