import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { payoutStatuses, submissionStatuses } from '@cardbridge/contracts';
import { PayoutStatusBadge, SubmissionStatusBadge } from './status-badge';

afterEach(cleanup);

/** The badge style per tone (docs/product.md#statuses). */
const styleOf = { positive: 'bg-primary', neutral: 'bg-secondary', negative: 'bg-destructive' };

describe('status badges', () => {
  it('names and styles every submission status from the status table', () => {
    render(
      <>
        {submissionStatuses.map((status) => (
          <SubmissionStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    const shown = screen
      .getAllByText(/./)
      .map((badge) => [
        badge.textContent,
        badge.className.match(/bg-(primary|secondary|destructive)\b/)?.[0],
      ]);
    expect(shown).toEqual([
      ['Pending', styleOf.neutral],
      ['Processing', styleOf.neutral],
      ['Completed', styleOf.positive],
      ['Rejected', styleOf.negative],
      ['Failed', styleOf.negative],
      ['Awaiting Seller', styleOf.neutral],
      ['Declined', styleOf.negative],
      ['Cancelled', styleOf.neutral],
    ]);
  });

  it('calls a sent payout Paid, in the positive style', () => {
    render(
      <>
        {payoutStatuses.map((status) => (
          <PayoutStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    expect(screen.getAllByText(/./).map((badge) => badge.textContent)).toEqual([
      'Awaiting approval',
      'Pending',
      'Paid',
      'Failed',
      'Declined',
      'Reversed',
    ]);
    expect(screen.getByText('Paid').className).toContain(styleOf.positive);
    expect(screen.getByText('Declined').className).toContain(styleOf.negative);
  });
});
