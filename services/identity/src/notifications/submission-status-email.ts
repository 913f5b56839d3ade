import { reasonCodeInfo, reasonLabel, submissionStatusInfo } from '@cardbridge/contracts';
import type { SubmissionStatusNotice } from '@cardbridge/contracts';
import type { Email } from './mailer';

const headline: Record<string, (n: SubmissionStatusNotice) => string> = {
  processing: (n) => `Your ${n.brand} gift card is being processed`,
  completed: (n) => `Your ${n.brand} gift card was approved for $${n.quote}`,
  rejected: (n) => `Your ${n.brand} gift card was rejected`,
  failed: (n) => `Your ${n.brand} gift card could not be processed`,
  awaiting_seller: (n) => `We found a different balance on your ${n.brand} gift card`,
  declined: (n) => `The adjusted balance of your ${n.brand} gift card was declined`,
};

/** The reason as the seller reads it: the code's plain words and next step, then any note. */
const reasonLines = (n: SubmissionStatusNotice) => {
  const code = n.reasonCode ? reasonCodeInfo[n.reasonCode] : undefined;
  if (!code) return `${reasonLabel(n.status)} ${n.reason ?? 'not given'}`;
  const note = n.reason ? ` ${reasonLabel(n.status)} ${n.reason}` : '';
  return `${code.label}: ${code.explanation}${note}\nWhat to do next: ${code.nextStep}`;
};

const detail: Record<string, (n: SubmissionStatusNotice) => string> = {
  processing: () => 'Our team is reviewing your card. We will email you again when it is done.',
  completed: (n) =>
    // Not "on its way": a large payout first waits for a second admin (docs/product.md#four-eyes-approval).
    `We approved your card. Your payout of $${n.quote} to the payout method you chose is being ` +
    'prepared (a large one is first checked by a second member of our team). You can follow it ' +
    'in the Transactions tab of your dashboard.',
  rejected: reasonLines,
  failed: reasonLines,
  // docs/product.md#balance-adjustments: before and after, the reason, and the deadline.
  awaiting_seller: (n) =>
    [
      `Card value: was $${n.previous?.amount ?? '?'}, now $${n.amount}.`,
      `Payout: was $${n.previous?.quote ?? '?'}, now $${n.quote}.`,
      `${reasonLabel(n.status)} ${n.reason ?? 'not given'}`,
      'Accept or decline the new balance on your dashboard' +
        (n.answerBy ? ` by ${new Date(n.answerBy).toUTCString()}` : '') +
        '; without an answer it is declined automatically.',
    ].join('\n'),
  declined: (n) =>
    n.reason
      ? `No answer came in time, so the adjusted balance was declined (${n.reason}).`
      : 'You declined the adjusted balance. Nothing is paid for this card.',
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
