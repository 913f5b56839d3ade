import type { AdminMfaLoginRequest } from '@cardbridge/contracts';
import type { AttemptOrigin } from '../../auth/attempt-origin';
import { issueAdminSession } from '../issue-admin-session';
import type { AdminMfaDeps } from './admin-mfa-deps';
import { secretField, signInExpired } from './admin-mfa-deps';
import { beginCodeAttempt, invalidCode } from './code-attempt';
import { hashRecoveryCode, matchTotp } from './totp';

export interface CompleteMfaLoginInput extends AdminMfaLoginRequest {
  challenge: { id: string; adminId: string };
  origin: AttemptOrigin;
}

/** The live code step of this browser's sign-in; 401 when there is none (expired, unknown). */
export async function requireLoginChallenge(
  { challengeId }: { challengeId: string | undefined },
  { challenges }: Pick<AdminMfaDeps, 'challenges'>,
): Promise<{ id: string; adminId: string }> {
  const challenge = await challenges.find(challengeId, 'login');
  if (!challenge) throw signInExpired();
  return challenge;
}

/**
 * The code step of an admin login: a current authenticator code (each accepted once) or an unused
 * recovery code. Guesses count against the same sign-in throttle as passwords.
 */
export async function completeMfaLogin(
  { challenge, code, recoveryCode, origin }: CompleteMfaLoginInput,
  { admins, challenges, cipher, throttle, audit, sessions }: AdminMfaDeps,
) {
  const admin = await admins.findById(challenge.adminId);
  // Disabled since the password step: the sign-in goes no further.
  if (!admin?.mfa?.enabled || !admin.mfa.secretSealed || admin.disabled) throw signInExpired();

  const attempt = await beginCodeAttempt({ username: admin.username, origin }, { throttle, audit });

  let accepted = false;
  if (code) {
    const step = matchTotp(cipher.decrypt(admin.mfa.secretSealed, secretField), code);
    // Compare-and-set on the last step: the same code cannot be replayed, even in parallel.
    accepted =
      step !== undefined &&
      (
        await admins.updateOne(
          {
            _id: admin._id,
            $or: [{ 'mfa.lastUsedStep': null }, { 'mfa.lastUsedStep': { $lt: step } }],
          },
          { $set: { 'mfa.lastUsedStep': step } },
        )
      ).modifiedCount === 1;
  } else if (recoveryCode) {
    const hash = hashRecoveryCode(recoveryCode);
    accepted =
      (
        await admins.updateOne(
          { _id: admin._id, 'mfa.recoveryCodeHashes': hash },
          { $pull: { 'mfa.recoveryCodeHashes': hash } },
        )
      ).modifiedCount === 1;
  }
  if (!accepted) {
    await attempt.failed();
    await audit(admin.username, origin, 'mfa_invalid');
    throw invalidCode();
  }
  await attempt.succeeded();
  await challenges.close(challenge.id);
  await audit(admin.username, origin, code ? 'mfa_success' : 'recovery_code_used');
  await admins.updateOne({ _id: admin._id }, { $set: { lastLoginAt: new Date() } });
  return issueAdminSession(admin, { sessions, admins });
}
