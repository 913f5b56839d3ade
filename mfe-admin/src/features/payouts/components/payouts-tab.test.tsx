import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPayout } from '@cardbridge/contracts';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { PayoutsTab } from './payouts-tab';

const payout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: '6a0000000000000000000001',
  sellerId: 'u1',
  username: 'ana',
  giftCardId: '65f0c1a2b3c4d5e6f7a8b9c0',
  type: 'payout',
  amount: '4999.50',
  amountCents: 499950,
  status: 'completed',
  failureReason: null,
  paymentMethod: { id: 'p1', type: 'paypal', account: '•••• .com' },
  createdAt: '2026-11-24T10:05:00.000Z',
  updatedAt: '2026-11-24T10:05:03.000Z',
  ...overrides,
});

describe('the admin Transactions tab', () => {
  it('lists each payout with its number, type, date, amount to two decimals and status', async () => {
    api.mock(
      api.answer('GET /api/admin/transactions', {
        items: [
          payout(),
          payout({
            id: '6a0000000000000000000002',
            status: 'failed',
            failureReason: 'Account closed',
            amountCents: 2500,
          }),
        ],
        total: 2,
        nextCursor: null,
      }),
    );
    renderWithProviders(<PayoutsTab />);
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeTruthy();
    const [paid, failed] = await screen.findAllByTestId('admin-payout-row');
    expect(paid?.textContent).toContain('Transaction #6a0000000000000000000001');
    expect(paid?.textContent).toContain('Payout to ana');
    expect(paid?.textContent).toContain('Nov 24, 2026');
    expect(paid?.textContent).toContain('$4,999.50');
    expect(paid?.textContent).toContain('Paid');
    expect(failed?.textContent).toContain('$25.00');
    expect(failed?.textContent).toContain('Failed');
    expect(failed?.textContent).toContain('Account closed');
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 transactions');
  });

  it('loads the next page below the first', async () => {
    api.mock(
      api.answerWith('GET /api/admin/transactions', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor === 'c2'
          ? { items: [payout({ id: '6a0000000000000000000009' })], total: 2, nextCursor: null }
          : { items: [payout()], total: 2, nextCursor: 'c2' };
      }),
    );
    renderWithProviders(<PayoutsTab />);
    expect(await screen.findAllByTestId('admin-payout-row')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Transaction #6a0000000000000000000009')).toBeTruthy();
    expect(screen.getAllByTestId('admin-payout-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no payouts yet, and shows a failure to load', async () => {
    api.mock(api.answer('GET /api/admin/transactions', { items: [], total: 0, nextCursor: null }));
    const { unmount } = renderWithProviders(<PayoutsTab />);
    expect(await screen.findByText(/No transactions yet/)).toBeTruthy();
    unmount();
    api.mock(
      api.answer(
        'GET /api/admin/transactions',
        { message: 'Admin access required' },
        { status: 403 },
      ),
    );
    renderWithProviders(<PayoutsTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('Admin access required');
  });
});
