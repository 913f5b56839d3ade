import { randomUUID } from 'node:crypto';
import type { Email } from '../notifications/mailer';

/** The link that confirms a new address (docs/product.md#limits). */
export function confirmNewEmail(to: string, firstName: string, link: string): Email {
  return {
    to,
    subject: 'Confirm your new Cardbridge email address',
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      'You asked to use this address for your Cardbridge account. Open this link to confirm it:',
      link,
      '',
      'The link works once, within one hour. If you did not ask for this, ignore this email: your',
      'account keeps its current address.',
      '— The Cardbridge team',
    ].join('\n'),
    messageId: `<${randomUUID()}@cardbridge>`,
  };
}

/** Told to the owner of an address someone else tried to take; nothing changed. */
export function addressAlreadyInUse(to: string, attempted: 'sign-up' | 'email change'): Email {
  const what =
    attempted === 'sign-up'
      ? 'Someone tried to create a Cardbridge account with this email address.'
      : 'Someone asked to move another Cardbridge account to this email address.';
  return {
    to,
    subject: 'Someone tried to use your email address on Cardbridge',
    text: [
      'Hi,',
      '',
      what,
      'This address already belongs to your account, so nothing changed.',
      '',
      'If it was you, sign in with this address instead (or reset your password). If not, you',
      'need do nothing.',
      '— The Cardbridge team',
    ].join('\n'),
    messageId: `<${randomUUID()}@cardbridge>`,
  };
}
