import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, currentUserQueryKey, errorMessageFor, toast } from '@cardbridge/web-kit';
import { forgetUserData } from '../features/auth/api/forget-user-data';

/** POST /api/auth/logout, then forget the cached user and go home (spec section 7). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      forgetUserData(queryClient);
      queryClient.setQueryData(currentUserQueryKey, null);
      void navigate('/');
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessageFor(error, 'Failed to sign out'),
        variant: 'destructive',
      });
    },
  });
}
