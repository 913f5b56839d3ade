import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentity, AdminLoginRequest } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { adminMeQueryKey } from '../../../lib/use-admin-me';

/** POST /api/admin/login; the answered admin becomes the cached session check. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: AdminLoginRequest) => {
      const response = await apiRequest('POST', '/api/admin/login', credentials);
      return (await response.json()) as AdminIdentity;
    },
    onSuccess: (admin) => queryClient.setQueryData(adminMeQueryKey, admin),
  });
}
