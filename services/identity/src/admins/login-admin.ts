import type { AdminIdentity, AdminLoginRequest } from '@cardbridge/contracts';
import type { AttemptOrigin } from '../auth/attempt-origin';
import { invalidCredentials } from '../auth/login-user';
import type { LoginThrottle } from '../auth/login-throttle';
import type { SignInMetrics } from '../auth/sign-in-metrics';
import type { IssuedSession, SessionService } from '../sessions/session-service';
import { verifyAgainstNothing, verifyPassword } from '../users/password';
import type { AdminModel } from './admin.model';
import type { AdminLoginAudit } from './admin-login-audit';
import type { MfaChallenges } from './mfa/mfa-challenge.model';
import { issueAdminSession } from './issue-admin-session';

export interface LoginAdminInput extends AdminLoginRequest {
  origin: AttemptOrigin;
}

export interface LoginAdminDeps {
  admins: AdminModel;
  throttle: LoginThrottle;
  audit: AdminLoginAudit;
  sessions: SessionService;
  /** The configured admin is being ensured; admin logins wait for it. */
  adminReady: () => Promise<void>;
  challenges: MfaChallenges;
  /** ADMIN_MFA_REQUIRED: an admin without an authenticator must add one to sign in. */
  mfaRequired: boolean;
  signIns: SignInMetrics;
}

/** A session, or the next step after a right password (the code, or enrolment first). */
export type AdminLoginResult =
  | { kind: 'session'; admin: AdminIdentity; session: IssuedSession }
  | { kind: 'mfa' | 'enrol'; challenge: { id: string; expiresAt: Date } };

/**
 * An admin signs in by username: every attempt is audited (malformed, locked, wrong, right),
 * throttled like user logins, one answer for a wrong username and a wrong password. With an
 * authenticator (or ADMIN_MFA_REQUIRED and none yet), a right password opens only the next step.
 */
export async function loginAdmin(
  { origin, ...input }: LoginAdminInput,
  {
    admins,
    throttle,
    audit,
    sessions,
    adminReady,
    challenges,
    mfaRequired,
    signIns,
  }: LoginAdminDeps,
): Promise<AdminLoginResult> {
  const keys = { account: `admin:${input.username}`, address: origin.address };
  let attempt;
  try {
    attempt = await throttle.begin(keys);
  } catch (error) {
    signIns.refused('admin', error);
    await audit(input.username, origin, 'locked');
    throw error;
  }

  await adminReady();
  const admin = await admins.findOne({ username: input.username });
  const valid = admin
    ? await verifyPassword(admin.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!admin || !valid || admin.disabled) {
    await attempt.failed();
    signIns.failed('admin');
    // A disabled admin is told what a wrong password is told (docs/product.md#admin-team).
    await audit(input.username, origin, admin && valid ? 'disabled' : 'invalid_credentials');
    throw invalidCredentials();
  }
  const adminId = admin._id.toString();
  // With a step still to go, the attempt stays counted and unsettled: settling it would reset the
  // pair and mark this address as the owner's, so someone holding the password could guess codes
  // without limit by signing in again between guesses. The code (or enrolment) step settles it.
  if (admin.mfa?.enabled) {
    await audit(input.username, origin, 'mfa_required');
    return { kind: 'mfa', challenge: await challenges.open(adminId, 'login') };
  }
  if (mfaRequired) {
    await audit(input.username, origin, 'enrolment_required');
    return { kind: 'enrol', challenge: await challenges.open(adminId, 'enrol') };
  }
  await attempt.succeeded();
  await audit(input.username, origin, 'success');

  admin.lastLoginAt = new Date();
  await admin.save();
  return { kind: 'session', ...(await issueAdminSession(admin, { sessions, admins })) };
}

/** A malformed sign-in (no username, an empty password) is still an attempt worth auditing. */
export async function auditMalformedAdminLogin(
  { body, origin }: { body: unknown; origin: AttemptOrigin },
  { audit }: Pick<LoginAdminDeps, 'audit'>,
): Promise<void> {
  const username = (body as { username?: unknown } | undefined)?.username;
  await audit(typeof username === 'string' ? username : '', origin, 'invalid_request');
}
