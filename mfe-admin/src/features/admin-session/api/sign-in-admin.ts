import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminLoginAnswerSchema,
  type AdminIdentity,
  type AdminLoginNextStep,
  type AdminLoginRequest,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

export type AdminSignInResult = AdminIdentity | AdminLoginNextStep;

export const isSignedIn = (result: AdminSignInResult): result is AdminIdentity => 'id' in result;

/** POST /api/admin/login: the signed-in admin, or the next step (the code, or enrolment). */
export function signInAdmin(credentials: AdminLoginRequest): Promise<AdminSignInResult> {
  return requestJson('POST', '/api/admin/login', adminLoginAnswerSchema, credentials);
}

/** Signs the admin in; an answered admin becomes the cached session check. */
export function useSignInAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAdmin,
    onSuccess: (result) => {
      if (isSignedIn(result)) queryClient.setQueryData(currentAdminQueryKey, result);
    },
  });
}
