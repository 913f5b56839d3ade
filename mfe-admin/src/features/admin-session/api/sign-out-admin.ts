import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, errorMessageFor, toast } from '@cardbridge/web-kit';
import { adminMeQueryKey } from '../../../lib/use-admin-me';

/** POST /api/admin/logout, forget the admin session, back to /admin/login (spec section 2). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSuccess: () => {
      queryClient.setQueryData(adminMeQueryKey, null);
      // Admin data must not linger in the cache for whoever uses this browser next.
      queryClient.removeQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith('/api/admin/') && q.queryKey[0] !== adminMeQueryKey[0],
      });
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
