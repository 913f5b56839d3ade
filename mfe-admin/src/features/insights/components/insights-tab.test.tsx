import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submissionStatuses } from '@cardbridge/contracts';
import type { PayoutInsights, SubmissionInsights, SubmissionStatus } from '@cardbridge/contracts';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { InsightsTab } from './insights-tab';

/** A day with no submission in any status. */
const noneYet = Object.fromEntries(submissionStatuses.map((s) => [s, 0])) as Record<
  SubmissionStatus,
  number
>;

const submissions = (days: 7 | 30 = 30): SubmissionInsights => ({
  period: { days, from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  days: [
    {
      day: '2026-11-20',
      created: { ...noneYet, pending: 1, completed: 6, rejected: 2, failed: 1 },
      decided: 9,
      approved: 6,
      approvalRate: 0.667,
    },
    {
      day: '2026-11-21',
      created: { ...noneYet, pending: 4, processing: 2 },
      decided: 0,
      approved: 0,
      approvalRate: null,
    },
  ],
  approval: { decided: 9, approved: 6, rate: 0.667 },
  timeToDecision: [{ brand: 'Amazon', count: 9, p50Minutes: 42.5, p90Minutes: 180 }],
  queue: {
    pending: 5,
    processing: 2,
    oldestPendingAt: '2026-11-20T09:00:00.000Z',
    oldestPendingMinutes: 1620,
  },
});

const payouts: PayoutInsights = {
  period: { days: 30, from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T12:00:00.000Z' },
  days: [
    {
      day: '2026-11-20',
      count: 6,
      amountCents: 51_000,
      byStatus: {
        awaiting_approval: { count: 0, amountCents: 0 },
        pending: { count: 1, amountCents: 8_500 },
        declined: { count: 0, amountCents: 0 },
        completed: { count: 5, amountCents: 42_500 },
        failed: { count: 0, amountCents: 0 },
        reversed: { count: 0, amountCents: 0 },
      },
    },
  ],
  totals: { count: 6, amountCents: 51_000, paidCents: 42_500 },
  timeToPayout: [{ brand: null, count: 5, p50Minutes: 2, p90Minutes: 7.5 }],
};

// The first chart waits for the chart library's chunk, slow to transform in a test run.
const chartsLoaded = { timeout: 20_000 };

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the admin Insights tab', { timeout: 30_000 }, () => {
  it('shows the queue now and, behind "Show as table", the numbers of each chart', async () => {
    api.mock(
      api.answer('GET /api/admin/insights/submissions', submissions()),
      api.answer('GET /api/admin/insights/payouts', payouts),
    );
    renderWithProviders(<InsightsTab />);
    expect(await screen.findByTestId('queue-Pending now')).toHaveProperty('textContent', '5');
    expect(screen.getByTestId('queue-Processing now').textContent).toBe('2');
    expect(screen.getByTestId('queue-Oldest pending').textContent).toBe('1 d 3 h');

    const perDay = (
      await screen.findByRole('heading', { name: 'Submissions per day' }, chartsLoaded)
    ).closest('[data-slot="card"]') as HTMLElement;
    await userEvent.click(within(perDay).getByRole('button', { name: 'Show as table' }));
    expect(rowsOf(within(perDay).getByRole('table'))).toEqual([
      [
        'Day',
        'Pending',
        'Processing',
        'Completed',
        'Rejected',
        'Failed',
        'Awaiting Seller',
        'Declined',
        'Cancelled',
      ],
      ['Nov 20', '1', '0', '6', '2', '1', '0', '0', '0'],
      ['Nov 21', '4', '2', '0', '0', '0', '0', '0', '0'],
    ]);
    expect(
      within(perDay).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed'),
    ).toBe('true');

    const approval = screen
      .getByRole('heading', { name: 'Approval rate' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(approval.textContent).toContain('66.7% of 9 decisions approved.');
    await userEvent.click(within(approval).getByRole('button', { name: 'Show as table' }));
    expect(rowsOf(within(approval).getByRole('table')).slice(1)).toEqual([
      ['Nov 20', '9', '6', '66.7%'],
      ['Nov 21', '0', '0', '—'],
    ]);

    for (const [title, rows] of [
      ['Time to decision', [['Amazon', '9', '42.5', '180']]],
      ['Time to payout', [['Not recorded', '5', '2', '7.5']]],
      ['Payout volume per day', [['Nov 20', '6', '$510.00', '$425.00']]],
    ] as const) {
      const card = screen
        .getByRole('heading', { name: title })
        .closest('[data-slot="card"]') as HTMLElement;
      await userEvent.click(within(card).getByRole('button', { name: 'Show as table' }));
      expect(rowsOf(within(card).getByRole('table')).slice(1)).toEqual(rows);
    }
  });

  it('asks for the period chosen', async () => {
    const asked: string[] = [];
    api.mock(
      api.answerWith('GET /api/admin/insights/submissions', ({ request }) => {
        const days = new URL(request.url).searchParams.get('days') ?? '';
        asked.push(days);
        return submissions(days === '7' ? 7 : 30);
      }),
      api.answer('GET /api/admin/insights/payouts', payouts),
    );
    renderWithProviders(<InsightsTab />);
    await screen.findByRole('heading', { name: 'Submissions per day' }, chartsLoaded);
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked).toEqual(['30', '7']));
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says when the insights cannot be loaded', async () => {
    api.mock(
      api.answer(
        'GET /api/admin/insights/submissions',
        { message: 'Your role does not allow this' },
        {
          status: 403,
        },
      ),
      api.answer('GET /api/admin/insights/payouts', payouts),
    );
    renderWithProviders(<InsightsTab />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this');
  });
});
