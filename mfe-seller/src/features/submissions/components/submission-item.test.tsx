import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import type { Adjustment } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { aSubmission, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { SubmissionItem } from './submission-item';

const submission = aSubmission;

afterEach(cleanup);

describe('SubmissionItem', () => {
  it('shows brand, amount, quote, date, masked card and a secondary Pending badge', () => {
    renderWithProviders(<SubmissionItem submission={submission({})} />);
    const item = screen.getByRole('article', { name: 'Amazon submission' });
    expect(item.textContent).toContain('$100.00');
    expect(item.textContent).toContain('$93.00');
    expect(item.textContent).toContain('Nov 20, 2026');
    expect(item.textContent).toContain('•••• 7890');
    expect(screen.getByText('Pending').className).toContain('bg-secondary');
  });

  it('pairs each figure with its own term', () => {
    renderWithProviders(<SubmissionItem submission={submission({})} />);
    const valueOf = (term: string) => screen.getByText(term).nextElementSibling;
    expect(valueOf('Amount')?.tagName).toBe('DD');
    expect(valueOf('Amount')?.textContent).toBe('$100.00');
    expect(valueOf('Quote')?.textContent).toBe('$93.00');
  });

  it('groups thousands like every other figure on the site', () => {
    renderWithProviders(
      <SubmissionItem
        submission={submission({
          amount: '4999.99',
          quote: '4649.99',
          denominationCents: 499_999,
          quoteCents: 464_999,
        })}
      />,
    );
    const valueOf = (term: string) => screen.getByText(term).nextElementSibling;
    expect(valueOf('Amount')?.textContent).toBe('$4,999.99');
    expect(valueOf('Quote')?.textContent).toBe('$4,649.99');
  });

  it.each([
    ['rejected', 'Rejected', 'Rejection Reason:', 'bg-destructive'],
    ['failed', 'Failed', 'Failure Reason:', 'bg-destructive'],
    ['completed', 'Completed', 'Note:', 'bg-primary'],
  ] as const)('labels the reason of a %s submission', (status, badge, label, badgeClass) => {
    renderWithProviders(
      <SubmissionItem submission={submission({ status, statusReason: 'Balance was $0' })} />,
    );
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Balance was $0', { exact: false })).toBeTruthy();
    expect(screen.getByText(badge).className).toContain(badgeClass);
  });

  it.each(submissionStatuses)(
    'shows a %s submission with the label of the status table',
    (status) => {
      renderWithProviders(<SubmissionItem submission={submission({ status })} />);
      const item = screen.getByRole('article', { name: 'Amazon submission' });
      const badge = item.querySelector('[data-slot="badge"]');
      expect(badge?.textContent).toBe(submissionStatusInfo[status].label);
      expect(badge?.getAttribute('data-tone')).toBe(submissionStatusInfo[status].tone);
    },
  );

  it("shows the seller's own photos and leaves out one that cannot load", () => {
    const { container } = renderWithProviders(
      <SubmissionItem
        submission={submission({ imageUrl: ['/uploads/a1.jpg', '/uploads/b2.png'] })}
      />,
    );
    const photos = () => Array.from(container.querySelectorAll('img'));
    expect(photos().map((img) => img.getAttribute('src'))).toEqual([
      '/api/uploads/a1.jpg',
      '/api/uploads/b2.png',
    ]);
    fireEvent.error(photos()[0] as HTMLImageElement);
    expect(photos().map((img) => img.getAttribute('src'))).toEqual(['/api/uploads/b2.png']);
  });

  it('groups the photos under a name a screen reader announces', () => {
    renderWithProviders(
      <SubmissionItem submission={submission({ imageUrl: ['/uploads/a1.jpg'] })} />,
    );
    const group = screen.getByRole('group', { name: 'Your photos' });
    expect(group.querySelectorAll('img')).toHaveLength(1);
  });
});

const adjustment: Adjustment = {
  fromAmount: '100.00',
  toAmount: '80.00',
  fromQuote: '93.00',
  toQuote: '74.40',
  fromCents: 10_000,
  toCents: 8_000,
  fromQuoteCents: 9_300,
  toQuoteCents: 7_440,
  reason: 'The balance checker shows $80',
  at: '2026-11-20T11:00:00.000Z',
  answerBy: '2026-11-23T11:00:00.000Z',
  answer: null,
  answeredAt: null,
};

describe('SubmissionItem: seller trust (docs/product.md#seller-trust)', () => {
  it('shows an adjustment before and after with its reason, and accepts it', async () => {
    const accepted: string[] = [];
    api.mock(
      api.answerWith('POST /api/my-submissions/:id/accept-adjustment', ({ params }) => {
        accepted.push(String(params.id));
        return aSubmission({
          status: 'processing',
          adjustment: { ...adjustment, answer: 'accepted' },
        });
      }),
    );
    renderWithProviders(
      <SubmissionItem submission={submission({ status: 'awaiting_seller', adjustment })} />,
    );
    const panel = screen.getByRole('region', { name: 'Balance adjustment' });
    expect(panel.textContent).toContain('was $100.00 → $80.00; payout $93.00 → $74.40');
    expect(panel.textContent).toContain('The balance checker shows $80');
    fireEvent.click(screen.getByRole('button', { name: 'Accept $74.40' }));
    await waitFor(() => expect(accepted).toEqual(['s1']));
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('says the answer was saved even when a poll took the adjustment off the page first', async () => {
    useToastStore.setState({ toasts: [] });
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    api.mock(
      api.answerWith('POST /api/my-submissions/:id/accept-adjustment', async () => {
        await answered;
        return aSubmission({
          status: 'processing',
          adjustment: { ...adjustment, answer: 'accepted' },
        });
      }),
    );
    const view = renderWithProviders(
      <SubmissionItem submission={submission({ status: 'awaiting_seller', adjustment })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept $74.40' }));
    // The dashboard's poll shows the card processing before the answer's own reply arrives.
    view.unmount();
    answerNow();
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.title).toBe('Adjustment Accepted'),
    );
  });

  it("explains a reason code with what to do next, and offers a resubmission that keeps the card's choices", () => {
    renderWithProviders(
      <SubmissionItem
        submission={submission({
          status: 'rejected',
          reasonCode: 'photo_unreadable',
          resubmittable: true,
          cancellable: false,
        })}
      />,
    );
    expect(screen.getByText(/We could not read the card in your photos/)).toBeTruthy();
    expect(screen.getByText(/Take new, sharp photos/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Resubmit with corrections' });
    expect(link.getAttribute('href')).toBe(
      '/sell-card?brand=Amazon&amount=100.00&resubmitOf=s1&format=physical&condition=brand_new&method=m1',
    );
    expect(screen.queryByRole('button', { name: 'Cancel submission' })).toBeNull();
  });

  it('offers Cancel only while it may be cancelled, and lists the timeline with estimates and late marks', () => {
    renderWithProviders(
      <SubmissionItem
        submission={submission({
          timeline: [
            { stage: 'submitted', at: '2026-11-20T10:00:00.000Z', expectedAt: null, late: false },
            { stage: 'in_review', at: null, expectedAt: '2026-11-20T11:00:00.000Z', late: true },
            { stage: 'decision', at: null, expectedAt: '2026-11-20T11:00:00.000Z', late: true },
            { stage: 'payout_sent', at: null, expectedAt: '2026-11-20T11:00:00.000Z', late: true },
            { stage: 'paid', at: null, expectedAt: '2026-11-20T11:30:00.000Z', late: false },
          ],
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel submission' })).toBeTruthy();
    const stages = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(stages[0]).toMatch(/^Submitted Nov 20, /);
    expect(stages[1]).toMatch(/^In review expected by Nov 20, .*\(late\)$/);
    expect(stages[4]).not.toContain('late');
    expect(stages).toHaveLength(5);
  });

  it("shows the Paid stage's time from the payout, late when after its estimate", () => {
    renderWithProviders(
      <SubmissionItem
        submission={submission({
          status: 'completed',
          timeline: [
            { stage: 'submitted', at: '2026-11-20T10:00:00.000Z', expectedAt: null, late: false },
            { stage: 'paid', at: null, expectedAt: '2026-11-20T11:30:00.000Z', late: false },
          ],
        })}
        paidAt="2026-11-20T12:15:00.000Z"
      />,
    );
    const paid = screen.getByText('Paid').closest('li')?.textContent ?? '';
    expect(paid).toMatch(/^Paid Nov 20, .*\(late\)$/);
    expect(paid).not.toContain('expected by');
  });
});
