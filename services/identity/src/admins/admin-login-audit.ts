import type { Logger } from 'pino';
import type { AttemptOrigin } from '../auth/attempt-origin';
import type { AdminAuditModel, AdminLoginOutcome } from './admin-audit.model';

export type AdminLoginAudit = (
  username: string,
  origin: AttemptOrigin,
  outcome: AdminLoginOutcome,
) => Promise<void>;

/** Every admin sign-in attempt, stored and logged where operators watch for them. */
export function adminLoginAudit(audit: AdminAuditModel, logger: Logger): AdminLoginAudit {
  return async (username, origin, outcome) => {
    const entry = { at: new Date(), username: username.slice(0, 100), outcome, ...origin };
    logger.info(
      { event: 'admin_login', username: entry.username, address: origin.address, outcome },
      'admin login attempt',
    );
    await audit.create(entry);
  };
}
