import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPayout, AdminRole } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { PayoutsTab } from './payouts-tab';

declare module '@cardbridge/web-kit/testing' {
  interface ApiAnswers {
    'POST /api/admin/transactions/:id/approve': AdminPayout;
    'POST /api/admin/transactions/:id/decline': AdminPayout;
    'POST /api/admin/transactions/:id/retry': AdminPayout;
  }
}

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
  completedBy: { id: 'a-olive', username: 'olive' },
  approval: null,
  ...overrides,
});

const signedIn = (role: AdminRole, id = 'a-fred', username = 'fred') =>
  api.answer('GET /api/admin/session', { admin: { id, username, role } });

const held = payout({ id: '6a00000000000000000000a1', status: 'awaiting_approval' });
const heldPage = (items: AdminPayout[] = [held]) =>
  api.answer('GET /api/admin/transactions', { items, total: items.length, nextCursor: null });

describe('the admin Transactions tab', () => {
  it('lists each payout with its number, type, date, amount to two decimals and status', async () => {
    api.mock(
      signedIn('finance'),
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
      signedIn('finance'),
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
    api.mock(
      signedIn('finance'),
      api.answer('GET /api/admin/transactions', { items: [], total: 0, nextCursor: null }),
    );
    const { unmount } = renderWithProviders(<PayoutsTab />);
    expect(await screen.findByText(/No transactions yet/)).toBeTruthy();
    unmount();
    api.mock(
      signedIn('finance'),
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

describe('four-eyes approval on the Transactions tab (docs/product.md#four-eyes-approval)', () => {
  it('offers Approve and Decline on a held payout to a finance admin who did not complete it', async () => {
    api.mock(signedIn('finance'), heldPage());
    renderWithProviders(<PayoutsTab />);
    const [row] = await screen.findAllByTestId('admin-payout-row');
    expect(row?.textContent).toContain('Awaiting approval');
    expect(row?.textContent).toContain('Completed by olive');
    expect(await within(row as HTMLElement).findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(row as HTMLElement).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('hides the buttons on a payout the admin completed themselves, and from a role that cannot approve', async () => {
    api.mock(signedIn('owner', 'a-olive', 'olive'), heldPage());
    const { unmount } = renderWithProviders(<PayoutsTab />);
    expect((await screen.findAllByTestId('admin-payout-row'))[0]?.textContent).toContain(
      'Awaiting approval',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    unmount();
    api.mock(signedIn('reviewer'), heldPage());
    renderWithProviders(<PayoutsTab />);
    await screen.findAllByTestId('admin-payout-row');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('approves, and the list shows the payout as the server now has it', async () => {
    let approved = false;
    api.mock(
      signedIn('finance'),
      api.answerWith('GET /api/admin/transactions', () => ({
        items: [
          approved
            ? {
                ...held,
                status: 'pending',
                approval: {
                  decision: 'approved',
                  by: { id: 'a-fred', username: 'fred' },
                  reason: null,
                  at: '2026-11-24T10:06:00.000Z',
                },
              }
            : held,
        ],
        total: 1,
        nextCursor: null,
      })),
      api.answerWith('POST /api/admin/transactions/:id/approve', () => {
        approved = true;
        return { ...held, status: 'pending' };
      }),
    );
    renderWithProviders(<PayoutsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved by fred')).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/transactions/:id/approve')[0]?.path).toBe(
      `/api/admin/transactions/${held.id}/approve`,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks a reason before declining, and sends it', async () => {
    api.mock(
      signedIn('finance'),
      heldPage(),
      api.answer('POST /api/admin/transactions/:id/decline', {
        ...held,
        status: 'declined',
        failureReason: 'Balance not confirmed',
      }),
    );
    renderWithProviders(<PayoutsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Payout' });
    const confirm = within(dialog).getByRole('button', { name: 'Decline Payout' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A reason is required to decline a payout',
    );
    expect(api.requestsTo('POST /api/admin/transactions/:id/decline')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Balance not confirmed ');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await api.lastJsonBody('POST /api/admin/transactions/:id/decline')).toEqual({
      reason: 'Balance not confirmed',
    });
  });

  it('shows the server refusing a decision', async () => {
    api.mock(
      signedIn('finance'),
      heldPage(),
      api.answer(
        'POST /api/admin/transactions/:id/approve',
        { message: 'This payout is paid, not awaiting approval; reload to see its latest state.' },
        { status: 409 },
      ),
    );
    useToastStore.setState({ toasts: [] });
    renderWithProviders(<PayoutsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Decision Failed',
        description: 'This payout is paid, not awaiting approval; reload to see its latest state.',
        variant: 'destructive',
      }),
    );
  });

  it('lists the payouts of the chosen status', async () => {
    api.mock(signedIn('finance'), heldPage());
    renderWithProviders(<PayoutsTab />);
    await screen.findAllByTestId('admin-payout-row');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Awaiting approval' }));
    await waitFor(() =>
      expect(api.requestsTo('GET /api/admin/transactions').at(-1)?.path).toContain(
        'status=awaiting_approval',
      ),
    );
  });
});

describe('retrying a failed payout on the Transactions tab', () => {
  const failed = payout({
    id: '6a00000000000000000000f1',
    status: 'failed',
    failureReason: 'Account temporarily locked',
  });

  it('offers Retry on a failed payout to a finance admin and sends the retry', async () => {
    api.mock(
      signedIn('finance'),
      heldPage([failed, payout()]),
      api.answer('POST /api/admin/transactions/:id/retry', { ...failed, status: 'pending' }),
    );
    useToastStore.setState({ toasts: [] });
    renderWithProviders(<PayoutsTab />);
    const [failedRow, paidRow] = await screen.findAllByTestId('admin-payout-row');
    expect(within(paidRow as HTMLElement).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(failedRow as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Payout Retried'));
    expect(api.requestsTo('POST /api/admin/transactions/:id/retry')[0]?.path).toBe(
      `/api/admin/transactions/${failed.id}/retry`,
    );
  });

  it('hides Retry from a role that cannot retry', async () => {
    api.mock(signedIn('support'), heldPage([failed]));
    renderWithProviders(<PayoutsTab />);
    await screen.findAllByTestId('admin-payout-row');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
