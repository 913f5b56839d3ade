import { describe, expect, it } from 'vitest';
import { payoutStatuses, submissionStatuses } from '@cardbridge/contracts';
import { aPayout, aSubmission } from '@cardbridge/web-kit/testing';
import { payoutNotice, submissionNotice } from './status-notices';

describe("the seller's status notices (docs/product.md#notifications)", () => {
  it('titles each submission status as the status table says, negative ones destructive', () => {
    const notices = submissionStatuses.map((status) => {
      const notice = submissionNotice(aSubmission({ status, statusReason: 'Balance was $0' }));
      return [status, notice?.title, notice?.variant];
    });
    expect(notices).toEqual([
      ['pending', undefined, undefined],
      ['processing', 'Submission Processing', undefined],
      ['completed', 'Submission Approved', undefined],
      ['rejected', 'Submission Rejected', 'destructive'],
      ['failed', 'Processing Failed', 'destructive'],
      ['awaiting_seller', 'Balance Adjusted', undefined],
      ['declined', 'Adjustment Declined', 'destructive'],
      ['cancelled', undefined, undefined],
    ]);
  });

  it('gives the reason after the label the dashboard shows beside it', () => {
    expect(
      submissionNotice(aSubmission({ status: 'failed', statusReason: 'Balance was $0' })),
    ).toMatchObject({ description: expect.stringMatching(/Failure Reason: Balance was \$0$/) });
    expect(
      submissionNotice(aSubmission({ status: 'rejected', statusReason: 'Used' })),
    ).toMatchObject({ description: expect.stringMatching(/Rejection Reason: Used$/) });
  });

  it('announces a payout once it is paid or declined', () => {
    const titles = payoutStatuses.map((status) => [
      status,
      payoutNotice(aPayout({ status }))?.title,
    ]);
    expect(titles).toEqual([
      ['awaiting_approval', undefined],
      ['pending', undefined],
      ['completed', 'Payment Sent'],
      ['failed', undefined],
      ['declined', 'Payment Declined'],
      ['reversed', undefined],
    ]);
  });

  it('tells the seller why their payout was declined, in the destructive style', () => {
    const notice = payoutNotice(
      aPayout({ status: 'declined', amountCents: 60000, failureReason: 'Balance not confirmed' }),
    );
    expect(notice).toEqual({
      title: 'Payment Declined',
      description: 'Your payout of $600.00 was declined. Reason: Balance not confirmed',
      variant: 'destructive',
    });
  });
});
