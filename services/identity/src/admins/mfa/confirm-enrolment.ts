import type { AdminIdentity, AdminMfaEnabled } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { AttemptOrigin } from '../../auth/attempt-origin';
import type { IssuedSession } from '../../sessions/session-service';
import { issueAdminSession } from '../issue-admin-session';
import type { AdminMfaDeps, EnrollingAdmin } from './admin-mfa-deps';
import { secretField, signInExpired } from './admin-mfa-deps';
import { beginCodeAttempt, invalidCode } from './code-attempt';
import { matchTotp, newRecoveryCodes } from './totp';

export interface ConfirmEnrolmentInput {
  actor: EnrollingAdmin;
  code: string;
  origin: AttemptOrigin;
}

const nothingPending = () =>
  createError(409, 'Start the set-up again: no authenticator is being added.');

/**
 * Enrolment, step two: a current code proves the authenticator holds the secret; MFA is on from
 * now, and the recovery codes are answered once. The admin's other sessions end, and this browser
 * gets a fresh one (which completes a sign-in that required enrolment).
 */
export async function confirmEnrolment(
  { actor, code, origin }: ConfirmEnrolmentInput,
  { admins, challenges, cipher, throttle, audit, sessions }: AdminMfaDeps,
): Promise<AdminMfaEnabled & { signedIn: { admin: AdminIdentity; session: IssuedSession } }> {
  const admin = await admins.findById(actor.adminId);
  if (!admin || admin.disabled) throw signInExpired();
  const pending = admin.mfa?.pendingSecretSealed;
  if (!pending) throw nothingPending();
  const attempt = await beginCodeAttempt({ username: admin.username, origin }, { throttle, audit });
  const step = matchTotp(cipher.decrypt(pending, secretField), code);
  if (step === undefined) {
    await attempt.failed();
    await audit(admin.username, origin, 'enrolment_invalid');
    throw invalidCode();
  }
  await attempt.succeeded();
  const recovery = newRecoveryCodes();
  // Guarded by the seed that was confirmed: of two parallel confirmations (or a set-up started
  // again meanwhile) one turns MFA on, and only its recovery codes are answered.
  const { modifiedCount } = await admins.updateOne(
    { _id: admin._id, 'mfa.pendingSecretSealed': pending },
    {
      $set: {
        'mfa.enabled': true,
        'mfa.secretSealed': pending,
        'mfa.pendingSecretSealed': null,
        'mfa.lastUsedStep': step,
        'mfa.recoveryCodeHashes': recovery.hashes,
      },
    },
  );
  if (modifiedCount !== 1) throw nothingPending();
  await audit(admin.username, origin, 'enrolment_completed');
  if (actor.challengeId) await challenges.close(actor.challengeId);
  // Sessions opened with the password alone end (one may be a thief's); this browser gets a new one.
  await sessions.revokeAllOf('admin', admin._id.toString());
  return {
    recoveryCodes: recovery.codes,
    signedIn: await issueAdminSession(admin, { sessions, admins }),
  };
}
