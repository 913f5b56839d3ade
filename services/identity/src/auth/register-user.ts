import type { RegisterRequest } from '@cardbridge/contracts';
import type { Mailer } from '../notifications/mailer';
import { addressAlreadyInUse } from '../profile/email-change-emails';
import { assertNamesFree } from '../users/claimed-names';
import { hashToken, newLinkToken } from '../users/link-token';
import { hashPassword } from '../users/password';
import type { UserModel } from '../users/user.model';
import type { AttemptOrigin } from './attempt-origin';
import type { PendingRegistrationModel } from './pending-registration.model';
import type { RegistrationLimiter } from './registration-limit';
import { finishSignUp } from './sign-up-emails';
import type { WindowLimiter } from './window-limit';

export interface RegisterUserInput extends RegisterRequest {
  origin: AttemptOrigin;
}

export interface RegisterUserDeps {
  users: UserModel;
  pending: PendingRegistrationModel;
  registrations: RegistrationLimiter;
  /** Sign-up emails one address receives: nobody can flood a stranger's inbox. */
  perEmail: WindowLimiter;
  mailer: Mailer;
  /** Where the link points: the site's /confirm-signup page. */
  publicUrl: string;
}

const signUpTtlMs = 24 * 60 * 60_000;

const tooMany = (wait: string) => `Too many sign-ups for this email address. Try again in ${wait}.`;

/**
 * A visitor signs up (docs/product.md#accounts-and-sessions). The answer never says whether the
 * email has an account: a new address gets a link that creates the account and signs in, a taken
 * one gets a notice to its owner, and the asker sees the same "check your email" either way (the
 * password is hashed in both, so the time matches too). Usernames are public, so a taken one is
 * still refused at once. A refused sign-up leaves the allowances as they were.
 */
export async function registerUser(
  { origin, ...input }: RegisterUserInput,
  { users, pending, registrations, perEmail, mailer, publicUrl }: RegisterUserDeps,
): Promise<void> {
  const byAddress = await registrations.admit(origin.address);
  let byEmail;
  try {
    await assertNamesFree({ username: input.username }, { users });
    byEmail = await perEmail.admit(`register-email:${input.email}`, tooMany);
  } catch (error) {
    await byAddress.undo();
    throw error;
  }
  const passwordHash = await hashPassword(input.password);
  if (await users.exists({ email: input.email })) {
    await mailer.send(addressAlreadyInUse(input.email, 'sign-up'));
    return;
  }
  const token = newLinkToken();
  try {
    await pending.create({
      _id: hashToken(token),
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? null,
      registeredFrom: origin.address,
      expiresAt: new Date(Date.now() + signUpTtlMs),
    });
  } catch (error) {
    await Promise.all([byAddress.undo(), byEmail.undo()]);
    throw error;
  }
  const link = new URL(`/confirm-signup?token=${token}`, publicUrl).toString();
  await mailer.send(finishSignUp(input.email, input.firstName, link));
}
