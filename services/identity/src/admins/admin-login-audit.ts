import type { Logger } from 'pino';
import type { AttemptOrigin } from '../auth/attempt-origin';
import type { AdminAuditModel, AdminLoginOutcome } from '../audit/admin-audit.model';
import { appendAdminAudit } from '../audit/append-admin-audit';
import type { AdminModel } from './admin.model';

export type AdminLoginAudit = (
  username: string,
  origin: AttemptOrigin,
  outcome: AdminLoginOutcome,
) => Promise<void>;

/**
 * Stored instead of a typed username that names no admin: such a "username" is often a password
 * typed into the wrong field, and the log must not keep it (docs/product.md#sign-in-protection).
 */
export const unknownUsername = '(unknown username)';

/**
 * Every admin sign-in step, appended to the audit trail as `signin.<outcome>` (who, role, address,
 * when; docs/product.md#admin-team) and logged where operators watch for them.
 */
export function adminLoginAudit({
  audit,
  admins,
  logger,
}: {
  audit: AdminAuditModel;
  admins: AdminModel;
  logger: Logger;
}): AdminLoginAudit {
  return async (typed, origin, outcome) => {
    const admin =
      typed === '' ? null : await admins.findOne({ username: typed }, { role: 1 }).lean();
    const username = admin ? typed.slice(0, 100) : unknownUsername;
    logger.info(
      { event: 'admin_login', username, address: origin.address, outcome },
      'admin login attempt',
    );
    await appendAdminAudit(
      {
        at: new Date(),
        adminId: admin ? admin._id.toString() : null,
        admin: username,
        role: admin?.role ?? null,
        action: `signin.${outcome}`,
        target: null,
        address: origin.address.slice(0, 100),
        userAgent: origin.userAgent,
      },
      { audit },
    );
  };
}
