import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, errorMessageFor, toast } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/** POST /api/admin/logout: ends the admin session. */
export async function signOutAdmin(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout');
}

/** Signs the admin out, forgets the admin's data, back to /admin/login (docs/product.md#screens). */
export function useSignOutAdmin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutAdmin,
    onSuccess: () => {
      queryClient.setQueryData(currentAdminQueryKey, null);
      // Admin data must not linger in the cache for whoever uses this browser next; only the
      // session checks stay (a seller's own data is refetched if anyone needs it).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      toast({ title: 'Logged Out', description: 'You have been securely logged out.' });
      void navigate('/admin/login');
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessageFor(error, 'Failed to log out'),
        variant: 'destructive',
      });
    },
  });
}
