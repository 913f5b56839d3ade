import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMfaEnabled, AdminMfaSetup } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { currentAdminQueryKey } from '../../../lib/api/get-current-admin';

/** POST /api/admin/mfa/setup: a new secret, shown once as a QR code and as text. */
export async function startAuthenticatorSetup(): Promise<AdminMfaSetup> {
  return (await (await apiRequest('POST', '/api/admin/mfa/setup')).json()) as AdminMfaSetup;
}

/** POST /api/admin/mfa/enable: the first code turns MFA on; the recovery codes come back once. */
export async function enableAuthenticator(code: string): Promise<AdminMfaEnabled> {
  return (await (
    await apiRequest('POST', '/api/admin/mfa/enable', { code })
  ).json()) as AdminMfaEnabled;
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
