import { formatMoney } from '@cardbridge/catalogue';
import {
  payoutStatusInfo,
  reasonCodeInfo,
  reasonLabel,
  submissionStatusInfo,
} from '@cardbridge/contracts';
import type { MySubmission, Payout, StatusLook, SubmissionStatus } from '@cardbridge/contracts';

export interface Notice {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** The admin's words, else the reason code's name (docs/product.md#reason-codes). */
const reasonOf = (s: MySubmission) =>
  s.statusReason ?? (s.reasonCode ? reasonCodeInfo[s.reasonCode].label : 'not given');

/** What each status's notice says beyond its title (from the contracts' table). */
const submissionDetail: Partial<Record<SubmissionStatus, (s: MySubmission) => string>> = {
  processing: (s) => `Your ${s.brand} gift card is now being reviewed.`,
  // Not "on its way": a large payout first waits for a second admin's approval
  // (docs/product.md#four-eyes-approval); "Payment Sent" follows when it is sent.
  completed: (s) =>
    `Your ${s.brand} gift card was approved for ${formatMoney(s.quoteCents)}. We will tell you when the payment is sent.`,
  rejected: (s) =>
    `Your ${s.brand} gift card was rejected. ${reasonLabel(s.status)} ${reasonOf(s)}`,
  failed: (s) =>
    `Your ${s.brand} gift card could not be processed. ${reasonLabel(s.status)} ${reasonOf(s)}`,
  awaiting_seller: (s) =>
    s.adjustment
      ? `We found a balance of $${s.adjustment.toAmount} on your ${s.brand} gift card, not $${s.adjustment.fromAmount}. Accept or decline it on your dashboard.`
      : `Your ${s.brand} gift card's balance was adjusted. Accept or decline it on your dashboard.`,
  declined: (s) =>
    s.adjustment?.answer === 'expired'
      ? `The adjusted balance of your ${s.brand} gift card was declined: no answer came in time.`
      : `You declined the adjusted balance of your ${s.brand} gift card.`,
};

/** A status's notice: its title from the table, the destructive style for a negative tone. */
function noticeOf(look: StatusLook & { notice: string | null }, description: string) {
  if (!look.notice) return undefined;
  const notice: Notice = { title: look.notice, description };
  return look.tone === 'negative' ? { ...notice, variant: 'destructive' as const } : notice;
}

/**
 * What the seller is told when the polled list shows a submission in a new status
 * (docs/product.md#notifications): the title and style come from the status table (a negative
 * status in the destructive style, with the reason). Pending is where every submission starts: no
 * notice.
 */
export function submissionNotice(s: MySubmission): Notice | undefined {
  const detail = submissionDetail[s.status];
  return detail && noticeOf(submissionStatusInfo[s.status], detail(s));
}

/**
 * A payout the provider has sent ("Paid"): 'Payment Sent'; one declined on review
 * (docs/product.md#four-eyes-approval): 'Payment Declined' with the reviewer's reason.
 */
export function payoutNotice(payout: Payout): Notice | undefined {
  const amount = formatMoney(payout.amountCents);
  return noticeOf(
    payoutStatusInfo[payout.status],
    payout.status === 'declined'
      ? `Your payout of ${amount} was declined. Reason: ${payout.failureReason ?? 'not given'}`
      : `${amount} has been sent to your payout method.`,
  );
}
