import type { AdminRole } from '@cardbridge/contracts';
import type { Email } from '../notifications/mailer';

/** The invitee's one-time link to join the admin team (docs/product.md#admin-team). */
export function invitationEmail(
  {
    to,
    username,
    role,
    invitedBy,
  }: { to: string; username: string; role: AdminRole; invitedBy: string },
  link: string,
  invitationId: string,
): Email {
  return {
    to,
    subject: 'You are invited to the Cardbridge admin team',
    text: [
      `Hi ${username},`,
      '',
      `${invitedBy} invited you to the Cardbridge admin team as ${role}.`,
      'Open this link to set your password:',
      link,
      '',
      'The link works once, within 48 hours. If you did not expect it, ignore this email.',
      '— The Cardbridge team',
    ].join('\n'),
    messageId: `<invitation.${invitationId}@cardbridge>`,
  };
}
