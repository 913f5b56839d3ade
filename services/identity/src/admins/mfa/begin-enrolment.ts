import type { AdminMfaSetup } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { AttemptOrigin } from '../../auth/attempt-origin';
import { verifyPassword } from '../../users/password';
import type { AdminDocument } from '../admin.model';
import type { AdminMfaDeps, EnrollingAdmin } from './admin-mfa-deps';
import { secretField, signInExpired } from './admin-mfa-deps';
import { beginCodeAttempt } from './code-attempt';
import { newTotpSecret } from './totp';

export interface BeginEnrolmentInput {
  actor: EnrollingAdmin;
  /** The admin's password, given again; a sign-in that requires enrolment gave it already. */
  password?: string | undefined;
  origin: AttemptOrigin;
}

type Deps = Pick<AdminMfaDeps, 'admins' | 'cipher' | 'audit' | 'throttle'>;

const passwordError = (message: string) =>
  createError(400, message, { errors: { password: message } });

/**
 * A signed-in admin proves the password again before an authenticator is added, so a stolen
 * session cannot tie the account to the thief's phone (docs/product.md#admin-mfa). The check is a
 * sign-in attempt: it counts against the same throttle as the login page.
 */
async function confirmPassword(
  admin: AdminDocument,
  { password, origin }: Pick<BeginEnrolmentInput, 'password' | 'origin'>,
  { throttle, audit }: Pick<Deps, 'throttle' | 'audit'>,
) {
  if (!password) throw passwordError('Enter your password to add an authenticator');
  const attempt = await beginCodeAttempt({ username: admin.username, origin }, { throttle, audit });
  if (!(await verifyPassword(admin.passwordHash, password))) {
    await attempt.failed();
    await audit(admin.username, origin, 'enrolment_password_invalid');
    throw passwordError('Password is incorrect');
  }
  await attempt.succeeded();
}

/** Enrolment, step one: a new secret, shown once as a QR code and as text. */
export async function beginEnrolment(
  { actor, password, origin }: BeginEnrolmentInput,
  { admins, cipher, audit, throttle }: Deps,
): Promise<AdminMfaSetup> {
  const admin = await admins.findById(actor.adminId);
  if (!admin || admin.disabled) throw signInExpired();
  if (admin.mfa?.enabled) {
    throw createError(409, 'Two-factor authentication is already on for this account.');
  }
  if (!actor.challengeId) await confirmPassword(admin, { password, origin }, { throttle, audit });
  const setup = await newTotpSecret(admin.username);
  await admins.updateOne(
    { _id: admin._id },
    { $set: { 'mfa.pendingSecretSealed': cipher.encrypt(setup.secret, secretField) } },
  );
  await audit(admin.username, origin, 'enrolment_started');
  return setup;
}
