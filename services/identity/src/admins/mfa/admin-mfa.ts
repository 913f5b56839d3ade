import { adminMfaEnableSchema, adminMfaLoginSchema } from '@cardbridge/contracts';
import type { AdminIdentity, AdminMfaEnabled, AdminMfaSetup } from '@cardbridge/contracts';
import { createError, validate } from '@cardbridge/service-kit';
import type { FieldCipher } from '@cardbridge/service-kit';
import type { AttemptOrigin } from '../../login/attempt-origin';
import type { LoginThrottle } from '../../login/login-throttle';
import type { IssuedSession, SessionService } from '../../sessions/session-service';
import type { AdminModel } from '../admin.model';
import type { AdminLoginAudit } from '../admin-login-audit';
import type { MfaChallenges } from './mfa-challenge.model';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret } from './totp';

export interface AdminMfaDeps {
  admins: AdminModel;
  challenges: MfaChallenges;
  cipher: FieldCipher;
  throttle: LoginThrottle;
  audit: AdminLoginAudit;
  sessions: SessionService;
}

/** Who is enrolling: a signed-in admin, or one whose login requires enrolment first. */
export interface EnrollingAdmin {
  adminId: string;
  /** Set when enrolment completes a login: the challenge to close and a session to issue. */
  challengeId?: string;
}

const secretField = 'mfaSecret';
const expired = () =>
  createError(401, 'Your sign-in has expired. Enter your username and password again.');
const invalidCode = () => createError(401, 'Invalid authentication code');

async function issueAdminSession(
  admin: { _id: unknown; username: string },
  sessions: SessionService,
): Promise<{ admin: AdminIdentity; session: IssuedSession }> {
  const identity: AdminIdentity = { id: String(admin._id), username: admin.username };
  return { admin: identity, session: await sessions.issue('admin', identity) };
}

/**
 * A code guess is a sign-in attempt: it counts against the same account-and-address throttle as a
 * password (docs/product.md#sign-in-protection), and a refused one is audited as locked.
 */
async function beginCodeAttempt(
  username: string,
  origin: AttemptOrigin,
  { throttle, audit }: Pick<AdminMfaDeps, 'throttle' | 'audit'>,
) {
  try {
    return await throttle.begin({ account: `admin:${username}`, address: origin.address });
  } catch (error) {
    await audit(username, origin, 'locked');
    throw error;
  }
}

/**
 * The code step of an admin login: a current authenticator code (each accepted once) or an unused
 * recovery code. Guesses count against the same sign-in throttle as passwords.
 */
export async function completeMfaLogin(
  input: { challengeId: string | undefined; body: unknown; origin: AttemptOrigin },
  { admins, challenges, cipher, throttle, audit, sessions }: AdminMfaDeps,
) {
  const challenge = await challenges.find(input.challengeId, 'login');
  if (!challenge) throw expired();
  const admin = await admins.findById(challenge.adminId);
  if (!admin?.mfa?.enabled || !admin.mfa.secretSealed) throw expired();
  const body = validate(adminMfaLoginSchema, input.body);

  const attempt = await beginCodeAttempt(admin.username, input.origin, { throttle, audit });

  let accepted = false;
  if (body.code) {
    const step = matchTotp(cipher.decrypt(admin.mfa.secretSealed, secretField), body.code);
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
  } else if (body.recoveryCode) {
    const hash = hashRecoveryCode(body.recoveryCode);
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
    await audit(admin.username, input.origin, 'mfa_invalid');
    throw invalidCode();
  }
  await attempt.succeeded();
  await challenges.close(challenge.id);
  await audit(admin.username, input.origin, body.code ? 'mfa_success' : 'recovery_code_used');
  await admins.updateOne({ _id: admin._id }, { $set: { lastLoginAt: new Date() } });
  return issueAdminSession(admin, sessions);
}

/** Enrolment, step one: a new secret, shown once as a QR code and as text. */
export async function beginEnrolment(
  { actor, origin }: { actor: EnrollingAdmin; origin: AttemptOrigin },
  { admins, cipher, audit }: Pick<AdminMfaDeps, 'admins' | 'cipher' | 'audit'>,
): Promise<AdminMfaSetup> {
  const admin = await admins.findById(actor.adminId);
  if (!admin) throw expired();
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

/**
 * Enrolment, step two: a current code proves the authenticator holds the secret; MFA is on from
 * now, and the recovery codes are answered once. The admin's other sessions end, and this browser
 * gets a fresh one (which completes a sign-in that required enrolment).
 */
export async function confirmEnrolment(
  { actor, body, origin }: { actor: EnrollingAdmin; body: unknown; origin: AttemptOrigin },
  { admins, challenges, cipher, throttle, audit, sessions }: AdminMfaDeps,
): Promise<AdminMfaEnabled & { signedIn: { admin: AdminIdentity; session: IssuedSession } }> {
  const { code } = validate(adminMfaEnableSchema, body);
  const admin = await admins.findById(actor.adminId);
  if (!admin) throw expired();
  const pending = admin.mfa?.pendingSecretSealed;
  if (!pending) throw createError(409, 'Start the set-up again: no authenticator is being added.');
  const attempt = await beginCodeAttempt(admin.username, origin, { throttle, audit });
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
  if (modifiedCount !== 1) {
    throw createError(409, 'Start the set-up again: no authenticator is being added.');
  }
  await audit(admin.username, origin, 'enrolment_completed');
  if (actor.challengeId) await challenges.close(actor.challengeId);
  // Sessions opened with the password alone end (one may be a thief's); this browser gets a new one.
  await sessions.revokeAllOf('admin', admin._id.toString());
  return { recoveryCodes: recovery.codes, signedIn: await issueAdminSession(admin, sessions) };
}
