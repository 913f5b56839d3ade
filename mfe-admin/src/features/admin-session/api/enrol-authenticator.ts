import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMfaEnabledSchema,
  adminMfaSetupSchema,
  type AdminMfaEnabled,
  type AdminMfaSetup,
  type AdminMfaSetupRequest,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/**
 * POST /api/admin/mfa/setup: a new secret, shown once as a QR code and as text. A signed-in admin
 * sends the password again; a sign-in that requires enrolment sends none.
 */
export function startAuthenticatorSetup(password?: string): Promise<AdminMfaSetup> {
  const body: AdminMfaSetupRequest = password === undefined ? {} : { password };
  return requestJson('POST', '/api/admin/mfa/setup', adminMfaSetupSchema, body);
}

/** POST /api/admin/mfa/enable: the first code turns MFA on; the recovery codes come back once. */
export function enableAuthenticator(code: string): Promise<AdminMfaEnabled> {
  return requestJson('POST', '/api/admin/mfa/enable', adminMfaEnabledSchema, { code });
}

export function useStartAuthenticatorSetup() {
  return useMutation({ mutationFn: (password?: string) => startAuthenticatorSetup(password) });
}

/** Enabling may also complete a sign-in (ADMIN_MFA_REQUIRED): the session check is asked again. */
export function useEnableAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableAuthenticator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentAdminQueryKey }),
  });
}
