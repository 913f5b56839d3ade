import type { Logger } from 'pino';
import { isDuplicateKeyError } from '@cardbridge/service-kit';
import { hashPassword, verifyPassword } from '../users/password';
import type { AdminModel } from './admin.model';

export interface ConfiguredAdmin {
  username: string;
  password: string;
}

/**
 * Makes sure the admin named in the configuration exists with the configured password: the only
 * way an admin account comes to be. Re-running with a new ADMIN_PASSWORD rotates it.
 */
export async function ensureConfiguredAdmin(
  admins: AdminModel,
  admin: ConfiguredAdmin,
  logger: Logger,
): Promise<void> {
  const existing = await admins.findOne({ username: admin.username });
  if (!existing) {
    try {
      await admins.create({
        username: admin.username,
        passwordHash: await hashPassword(admin.password),
        // The configured admin is the team's first owner (docs/product.md#admin-roles).
        role: 'owner',
      });
      logger.info({ username: admin.username }, 'configured admin created');
    } catch (error) {
      // Another instance created it at the same moment; theirs has the same password.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return;
  }
  if (!(await verifyPassword(existing.passwordHash, admin.password))) {
    existing.passwordHash = await hashPassword(admin.password);
    await existing.save();
    logger.info({ username: admin.username }, 'configured admin password updated');
  }
}
