import { createError } from '@cardbridge/service-kit';
import type { SessionService } from '../../sessions/session-service';
import type { AdminModel } from '../admin.model';
import type { AdminLoginAudit } from '../admin-login-audit';

export interface ResetAdminMfaDeps {
  admins: AdminModel;
  sessions: Pick<SessionService, 'revokeAllOf'>;
  audit: AdminLoginAudit;
}

/** Where an operator's reset is recorded from: the server itself, not a browser. */
const operatorOrigin = { address: 'operator', userAgent: 'identity reset-admin-mfa' };

/**
 * An operator takes an admin's authenticator off (a lost phone and lost recovery codes): the seed
 * and the recovery codes go, the admin's sessions end, and the reset is audited. The next sign-in
 * is by password, or adds an authenticator first under ADMIN_MFA_REQUIRED
 * (docs/product.md#admin-mfa).
 */
export async function resetAdminMfa(
  { username }: { username: string },
  { admins, sessions, audit }: ResetAdminMfaDeps,
): Promise<{ wasEnabled: boolean }> {
  const admin = await admins.findOne({ username });
  if (!admin) throw createError(404, `No admin is called ${username}`);
  await admins.updateOne(
    { _id: admin._id },
    {
      $set: {
        'mfa.enabled': false,
        'mfa.secretSealed': null,
        'mfa.pendingSecretSealed': null,
        'mfa.lastUsedStep': null,
        'mfa.recoveryCodeHashes': [],
      },
    },
  );
  await sessions.revokeAllOf('admin', admin._id.toString());
  await audit(username, operatorOrigin, 'mfa_reset');
  return { wasEnabled: Boolean(admin.mfa?.enabled) };
}
