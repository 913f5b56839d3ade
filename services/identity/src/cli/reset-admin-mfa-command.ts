import {
  closeDatabase,
  createDatabaseConnection,
  createLogger,
  databaseName,
} from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { adminAuditModel } from '../audit/admin-audit.model';
import { adminLoginAudit } from '../admins/admin-login-audit';
import { adminModel } from '../admins/admin.model';
import { resetAdminMfa } from '../admins/mfa/reset-admin-mfa';
import { loadIdentityConfig } from '../config';
import { createSessionService } from '../sessions/session-service';
import { sessionModel } from '../sessions/session.model';
import { sessionKeyStore } from '../sessions/signing-keys';
import { signingKeyModel } from '../sessions/signing-key.model';

export interface ResetAdminMfaCommand {
  username: string | undefined;
  /** Unset: the process environment, read by config.ts. */
  env?: Env;
  /** The identity database; tests point it at their own. */
  dbName?: string;
  print?: (line: string) => void;
}

/** `reset-admin-mfa <username>` against identity's database; answers the exit code. */
export async function resetAdminMfaCommand({
  username,
  env,
  dbName = databaseName('identity'),
  print = (line) => process.stdout.write(`${line}\n`),
}: ResetAdminMfaCommand): Promise<number> {
  if (!username) {
    print('Usage: reset-admin-mfa <admin username>');
    return 2;
  }
  let config;
  try {
    config = loadIdentityConfig(env);
  } catch (error) {
    print((error as Error).message);
    return 1;
  }
  const db = createDatabaseConnection({ uri: config.MONGODB_URI, dbName });
  try {
    await db.asPromise();
    const logger = createLogger({ name: 'identity', level: config.LOG_LEVEL });
    const admins = adminModel(db);
    const { wasEnabled } = await resetAdminMfa(
      { username },
      {
        admins,
        sessions: createSessionService(
          sessionModel(db),
          sessionKeyStore(signingKeyModel(db), config.JWT_PRIVATE_KEY),
        ),
        audit: adminLoginAudit({ audit: adminAuditModel(db), admins, logger }),
      },
    );
    print(
      wasEnabled
        ? `Two-factor authentication is off for ${username}; their sessions have ended.`
        : `${username} had no authenticator; their sessions have ended.`,
    );
    return 0;
  } catch (error) {
    print((error as Error).message);
    return 1;
  } finally {
    await closeDatabase(db);
  }
}
