import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMfaEnabledSchema,
  adminMfaSetupSchema,
  type AdminMfaEnabled,
  type AdminMfaSetup,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/** POST /api/admin/mfa/setup: a new secret, shown once as a QR code and as text. */
export function startAuthenticatorSetup(): Promise<AdminMfaSetup> {
  return requestJson('POST', '/api/admin/mfa/setup', adminMfaSetupSchema);
}

/** POST /api/admin/mfa/enable: the first code turns MFA on; the recovery codes come back once. */
export function enableAuthenticator(code: string): Promise<AdminMfaEnabled> {
  return requestJson('POST', '/api/admin/mfa/enable', adminMfaEnabledSchema, { code });
}

export function useStartAuthenticatorSetup() {
  return useMutation({ mutationFn: startAuthenticatorSetup });
}

/** Enabling may also complete a sign-in (ADMIN_MFA_REQUIRED): the session check is asked again. */
export function useEnableAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableAuthenticator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentAdminQueryKey }),
  });
}
