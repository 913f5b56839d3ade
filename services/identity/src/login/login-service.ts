import createError from 'http-errors';
import type { Logger } from 'pino';
import type { AdminLoginRequest, LoginRequest } from '@cardbridge/contracts';
import type { Admin, AdminModel } from '../admins/admin.model';
import type { AdminAuditModel, AdminLoginOutcome } from '../admins/admin-audit.model';
import { verifyAgainstNothing, verifyPassword } from '../users/password';
import type { UserDocument, UserModel } from '../users/user.model';
import type { LoginThrottle } from './login-throttle';

/** Where an attempt came from, for throttling and the admin audit log. */
export interface AttemptOrigin {
  address: string;
  userAgent: string;
}

const invalidCredentials = () => createError(401, 'Invalid credentials');

/**
 * Checking credentials, for users (by email) and admins (by username): throttled per account and
 * per address, one answer for a wrong email and a wrong password, and every admin attempt audited.
 */
export function loginService({
  users,
  admins,
  audit,
  throttle,
  adminReady,
  logger,
}: {
  users: UserModel;
  admins: AdminModel;
  audit: AdminAuditModel;
  throttle: LoginThrottle;
  /** The configured admin is being ensured; admin logins wait for it. */
  adminReady: () => Promise<void>;
  /** Admin attempts also go to the service log, where operators watch for them. */
  logger: Logger;
}) {
  const loginUser = async (input: LoginRequest, origin: AttemptOrigin): Promise<UserDocument> => {
    const keys = { account: `user:${input.email}`, address: origin.address };
    await throttle.check(keys);
    const user = await users.findOne({ email: input.email });
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!user || !valid) {
      await throttle.recordFailure(keys);
      throw invalidCredentials();
    }
    await throttle.recordSuccess(keys);
    user.lastVisit = new Date();
    return user.save();
  };

  const writeAudit = async (
    username: string,
    origin: AttemptOrigin,
    outcome: AdminLoginOutcome,
  ) => {
    const entry = { at: new Date(), username: username.slice(0, 100), outcome, ...origin };
    logger.info(
      { event: 'admin_login', username: entry.username, address: origin.address, outcome },
      'admin login attempt',
    );
    await audit.create(entry);
  };

  const loginAdmin = async (input: AdminLoginRequest, origin: AttemptOrigin): Promise<Admin> => {
    const keys = { account: `admin:${input.username}`, address: origin.address };
    try {
      await throttle.check(keys);
    } catch (error) {
      await writeAudit(input.username, origin, 'locked');
      throw error;
    }
    await adminReady();
    const admin = await admins.findOne({ username: input.username });
    const valid = admin
      ? await verifyPassword(admin.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!admin || !valid) {
      await throttle.recordFailure(keys);
      await writeAudit(input.username, origin, 'invalid_credentials');
      throw invalidCredentials();
    }
    await throttle.recordSuccess(keys);
    await writeAudit(input.username, origin, 'success');
    admin.lastLoginAt = new Date();
    await admin.save();
    return admin;
  };

  /** A malformed admin login is still an attempt worth recording. */
  const auditInvalidAdminRequest = (username: unknown, origin: AttemptOrigin) =>
    writeAudit(typeof username === 'string' ? username : '', origin, 'invalid_request');

  return { loginUser, loginAdmin, auditInvalidAdminRequest };
}

export type LoginService = ReturnType<typeof loginService>;
