import type { AdminMfaSetup } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { AttemptOrigin } from '../../auth/attempt-origin';
import type { AdminMfaDeps, EnrollingAdmin } from './admin-mfa-deps';
import { secretField, signInExpired } from './admin-mfa-deps';
import { newTotpSecret } from './totp';

/** Enrolment, step one: a new secret, shown once as a QR code and as text. */
export async function beginEnrolment(
  { actor, origin }: { actor: EnrollingAdmin; origin: AttemptOrigin },
  { admins, cipher, audit }: Pick<AdminMfaDeps, 'admins' | 'cipher' | 'audit'>,
): Promise<AdminMfaSetup> {
  const admin = await admins.findById(actor.adminId);
  if (!admin) throw signInExpired();
  if (admin.mfa?.enabled) {
    throw createError(409, 'Two-factor authentication is already on for this account.');
  }
  const setup = await newTotpSecret(admin.username);
  await admins.updateOne(
    { _id: admin._id },
    { $set: { 'mfa.pendingSecretSealed': cipher.encrypt(setup.secret, secretField) } },
  );
  await audit(admin.username, origin, 'enrolment_started');
  return setup;
}
