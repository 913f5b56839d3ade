import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, currentUserQueryKey, errorMessageFor, toast } from '@cardbridge/web-kit';
import { forgetUserData } from '../session/forget-user-data';

/** POST /api/auth/logout: ends this browser's session. */
export async function signOutUser(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Signs out, then forgets the cached user and goes home (docs/product.md#api). */
export function useSignOutUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutUser,
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
