import type { Logger } from 'pino';
import type { AttemptOrigin } from '../auth/attempt-origin';
import type { AdminAuditModel, AdminLoginOutcome } from './admin-audit.model';
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
const unknownUsername = '(unknown username)';

/** Every admin sign-in attempt, stored and logged where operators watch for them. */
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
    const known = typed !== '' && (await admins.exists({ username: typed })) !== null;
    const username = known ? typed.slice(0, 100) : unknownUsername;
    const entry = { at: new Date(), username, outcome, ...origin };
    logger.info(
      { event: 'admin_login', username, address: origin.address, outcome },
      'admin login attempt',
    );
    await audit.create(entry);
  };
}
