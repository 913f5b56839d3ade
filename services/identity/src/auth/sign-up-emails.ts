import { randomUUID } from 'node:crypto';
import type { Email } from '../notifications/mailer';

/** The link that finishes a sign-up (docs/product.md#accounts-and-sessions). */
export function finishSignUp(to: string, firstName: string, link: string): Email {
  return {
    to,
    subject: 'Finish creating your Cardbridge account',
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      'Open this link to finish creating your Cardbridge account and sign in:',
      link,
      '',
      'The link works once, within 24 hours. If you did not sign up, ignore this email.',
      '— The Cardbridge team',
    ].join('\n'),
    messageId: `<${randomUUID()}@cardbridge>`,
  };
}
