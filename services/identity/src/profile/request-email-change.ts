import { hashToken, newLinkToken } from '../users/link-token';
import type { WindowLimiter } from '../auth/window-limit';
import type { Mailer } from '../notifications/mailer';
import type { UserDocument, UserModel } from '../users/user.model';
import { addressAlreadyInUse, confirmNewEmail } from './email-change-emails';
import type { EmailChangeModel } from './email-change.model';

export interface RequestEmailChangeInput {
  user: UserDocument;
  newEmail: string;
  address: string;
}

export interface RequestEmailChangeDeps {
  users: UserModel;
  emailChanges: EmailChangeModel;
  mailer: Mailer;
  /** Where the confirmation link points: the site's /confirm-email page. */
  publicUrl: string;
  perAccount: WindowLimiter;
  perAddress: WindowLimiter;
}

const emailChangeTtlMs = 60 * 60_000;

const tooMany = (wait: string) => `Too many email changes. Try again in ${wait}.`;

/**
 * A new email is applied only once its owner opens the link sent to it. Whether someone else holds
 * the address changes nothing the asker sees (no account enumeration): a free address gets the
 * link, a taken one gets a notice that nothing changed, and both answers are the same.
 */
export async function requestEmailChange(
  { user, newEmail, address }: RequestEmailChangeInput,
  { users, emailChanges, mailer, publicUrl, perAccount, perAddress }: RequestEmailChangeDeps,
): Promise<{ pendingEmail: string }> {
  const userId = user.id as string;
  const byAccount = await perAccount.admit(`email-change-account:${userId}`, tooMany);
  try {
    await perAddress.admit(`email-change-address:${address}`, tooMany);
  } catch (error) {
    await byAccount.undo();
    throw error;
  }
  // A newer request replaces older links: only the latest address can be confirmed.
  await emailChanges.deleteMany({ userId });
  if (await users.exists({ email: newEmail })) {
    await mailer.send(addressAlreadyInUse(newEmail, 'email change'));
    return { pendingEmail: newEmail };
  }
  const token = newLinkToken();
  await emailChanges.create({
    _id: hashToken(token),
    userId,
    newEmail,
    expiresAt: new Date(Date.now() + emailChangeTtlMs),
  });
  const link = new URL(`/confirm-email?token=${token}`, publicUrl).toString();
  await mailer.send(confirmNewEmail(newEmail, user.firstName, link));
  return { pendingEmail: newEmail };
}
