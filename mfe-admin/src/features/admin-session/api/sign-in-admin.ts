import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentity, AdminLoginRequest } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/** POST /api/admin/login: the signed-in admin. */
export async function signInAdmin(credentials: AdminLoginRequest): Promise<AdminIdentity> {
  const response = await apiRequest('POST', '/api/admin/login', credentials);
  return (await response.json()) as AdminIdentity;
}

/** Signs the admin in; the answered admin becomes the cached session check. */
export function useSignInAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAdmin,
    onSuccess: (admin) => queryClient.setQueryData(currentAdminQueryKey, admin),
  });
}
