import { reasonLabel, submissionStatusInfo } from '@cardbridge/contracts';
import type { SubmissionStatusNotice } from '@cardbridge/contracts';
import type { Email } from './mailer';

const headline: Record<string, (n: SubmissionStatusNotice) => string> = {
  processing: (n) => `Your ${n.brand} gift card is being processed`,
  completed: (n) => `Your ${n.brand} gift card was approved: $${n.quote} is on its way`,
  rejected: (n) => `Your ${n.brand} gift card was rejected`,
  failed: (n) => `Your ${n.brand} gift card could not be processed`,
};

const detail: Record<string, (n: SubmissionStatusNotice) => string> = {
  processing: () => 'Our team is reviewing your card. We will email you again when it is done.',
  completed: (n) =>
    `We approved your card and are sending $${n.quote} to the payout method you chose. ` +
    'You can follow the payment in the Transactions tab of your dashboard.',
  rejected: (n) => `${reasonLabel(n.status)} ${n.reason ?? 'not given'}`,
  failed: (n) => `${reasonLabel(n.status)} ${n.reason ?? 'not given'}`,
};

/** The email a seller gets when their submission changes status (docs/product.md#notifications). */
export function submissionStatusEmail(
  to: string,
  firstName: string,
  notice: SubmissionStatusNotice,
  key: string,
): Email {
  const subject = (headline[notice.status] ?? headline.processing)!(notice);
  const lines = [
    `Hi ${firstName || 'there'},`,
    '',
    subject + '.',
    (detail[notice.status] ?? detail.processing)!(notice),
    `Status: ${submissionStatusInfo[notice.status].label}`,
    '',
    `Card: ${notice.brand}, value $${notice.amount}, our offer $${notice.quote}.`,
    `Submission: ${notice.submissionId}`,
    '',
    'Questions? Reply through the chat on your dashboard.',
    '— The Cardbridge team',
    '',
    'You get this email because submission updates are on in your notification settings.',
  ];
  return {
    to,
    subject,
    text: lines.join('\n'),
    messageId: `<${key}@cardbridge>`,
  };
}
