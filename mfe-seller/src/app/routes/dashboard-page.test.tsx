import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { formatDecimal } from '@cardbridge/catalogue';
import type { MySubmission, Payout } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { api, aSubmission, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { DashboardPage } from './dashboard-page';

const entry = (id: string, brand: string, status: MySubmission['status'], quoteCents: number) =>
  aSubmission({
    id,
    brand,
    status,
    quoteCents,
    quote: formatDecimal(quoteCents),
    ratePercent: 90,
    statusReason: status === 'rejected' ? 'Card already redeemed' : null,
    rejectionReason: status === 'rejected' ? 'Card already redeemed' : null,
    cardNumber: '•••• 1111',
    cardFormat: 'digital',
  });

function serveApi(submissions: MySubmission[]) {
  api.mock(
    api.answer('GET /api/my-submissions', submissions),
    api.answer('GET /api/payment-methods', []),
    api.answer('GET /api/chat/messages', { items: [], nextCursor: null }),
    api.answer('GET /api/transactions', []),
  );
}

function renderDashboard(queryClient?: QueryClient, url = '/dashboard') {
  return renderWithProviders(<DashboardPage />, {
    url,
    user: aUser({ username: 'jane', firstName: '' }),
    ...(queryClient ? { queryClient } : {}),
  });
}

const lastToast = () => useToastStore.getState().toasts[0];

const myListCalls = () => api.requestsTo('GET /api/my-submissions').length;

describe('DashboardPage', () => {
  it('sums completed quotes and counts active submissions', async () => {
    serveApi([
      entry('a', 'Amazon', 'completed', 9_300),
      entry('b', 'Steam', 'completed', 4_400),
      entry('c', 'Target', 'pending', 2_275),
      entry('d', 'Xbox', 'rejected', 2_670),
    ]);
    renderDashboard();
    expect(await screen.findByText('$137.00')).toBeTruthy();
    expect(screen.getByText('2 completed sales')).toBeTruthy();
    expect(
      screen.getByText('Active Submissions').closest('[data-slot="card"]')?.textContent,
    ).toContain('1');
  });

  it('lists submissions with status and reason in the Submissions tab', async () => {
    serveApi([entry('d', 'Xbox', 'rejected', 2_670), entry('c', 'Target', 'pending', 2_275)]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Submissions' }));
    expect(await screen.findByRole('article', { name: 'Xbox submission' })).toBeTruthy();
    expect(screen.getByText('Rejection Reason:')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it('shows an honest empty state to a new seller', async () => {
    serveApi([]);
    renderDashboard();
    expect(await screen.findByText("You haven't submitted any gift cards yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit Your First Card' }).getAttribute('href')).toBe(
      '/get-quote',
    );
  });

  it('polls my submissions every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveApi([]);
      renderDashboard();
      await screen.findByText("You haven't submitted any gift cards yet.");
      const before = myListCalls();
      await vi.advanceTimersByTimeAsync(5_100);
      await vi.waitFor(() => expect(myListCalls()).toBe(before + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("refetches my submissions on focus and on every mount, despite the app's no-refetch defaults", async () => {
    serveApi([]);
    const calls = myListCalls;
    // The shell's client: data never stale, no refetch on focus (docs/product.md#business-constants).
    const first = renderDashboard();
    const { queryClient } = first;
    await screen.findByText("You haven't submitted any gift cards yet.");
    expect(calls()).toBe(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(calls()).toBe(2));
    focusManager.setFocused(undefined);

    first.unmount();
    renderDashboard(queryClient);
    await vi.waitFor(() => expect(calls()).toBe(3));
  });

  it('asks a signed-out visitor to sign in and loads nothing of an account', async () => {
    serveApi([]);
    // A visitor's current-user answer: 200 with no user.
    renderWithProviders(<DashboardPage />, { url: '/dashboard', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fdashboard',
    );
    expect(api.recordedRequests().map((r) => r.path)).toEqual(['/api/auth/me']);
  });

  it('tells the seller when the polled list shows a new status, and when the payout is paid', async () => {
    const payout = (status: Payout['status']): Payout => ({
      id: 't1',
      sellerId: 'u1',
      giftCardId: 'c',
      type: 'payout',
      amount: '22.75',
      amountCents: 2_275,
      status,
      failureReason: null,
      paymentMethod: { id: 'm1', type: 'paypal', account: '•••• .com' },
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    let submissions = [
      entry('c', 'Target', 'pending', 2_275),
      entry('d', 'Xbox', 'pending', 2_670),
    ];
    let payouts: Payout[] = [];
    api.mock(
      api.answerWith('GET /api/my-submissions', () => submissions),
      api.answerWith('GET /api/transactions', () => payouts),
      api.answer('GET /api/payment-methods', []),
      api.answer('GET /api/chat/messages', { items: [], nextCursor: null }),
    );
    const { queryClient } = renderDashboard();
    await screen.findByRole('article', { name: 'Target submission' });
    // What was already there when the page opened is not news.
    expect(lastToast()).toBeUndefined();

    submissions = [entry('c', 'Target', 'completed', 2_275), entry('d', 'Xbox', 'pending', 2_670)];
    payouts = [payout('pending')];
    await queryClient.refetchQueries({ queryKey: ['submissions', 'mine'] });
    await vi.waitFor(() => expect(lastToast()?.title).toBe('Submission Approved'));
    expect(lastToast()?.description).toBe(
      'Your Target gift card was approved for $22.75. We will tell you when the payment is sent.',
    );
    // The completion booked a payout: the list was asked again at once.
    await vi.waitFor(() => expect(api.requestsTo('GET /api/transactions').length).toBe(2));

    payouts = [payout('completed')];
    await queryClient.refetchQueries({ queryKey: ['payouts', 'mine'] });
    await vi.waitFor(() => expect(lastToast()?.title).toBe('Payment Sent'));
    expect(lastToast()?.description).toBe('$22.75 has been sent to your payout method.');

    submissions = [entry('c', 'Target', 'completed', 2_275), entry('d', 'Xbox', 'rejected', 2_670)];
    await queryClient.refetchQueries({ queryKey: ['submissions', 'mine'] });
    await vi.waitFor(() => expect(lastToast()?.title).toBe('Submission Rejected'));
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      description: 'Your Xbox gift card was rejected. Rejection Reason: Card already redeemed',
    });
    // An unchanged answer says nothing again.
    useToastStore.setState({ toasts: [] });
    await queryClient.refetchQueries({ queryKey: ['submissions', 'mine'] });
    expect(lastToast()).toBeUndefined();
  });

  it('lists the payouts in the Transactions tab', async () => {
    api.mock(
      api.answer('GET /api/my-submissions', []),
      api.answer('GET /api/payment-methods', []),
      api.answer('GET /api/chat/messages', { items: [], nextCursor: null }),
      api.answer('GET /api/transactions', [
        {
          id: '6a0000000000000000000001',
          sellerId: 'u1',
          giftCardId: 'c',
          type: 'payout',
          amount: '4999.50',
          amountCents: 499_950,
          status: 'completed',
          failureReason: null,
          paymentMethod: { id: 'm1', type: 'bank_transfer', account: '•••• 6789' },
          createdAt: '2026-11-24T10:00:00.000Z',
          updatedAt: '2026-11-24T10:00:05.000Z',
        },
        {
          id: '6a0000000000000000000002',
          sellerId: 'u1',
          giftCardId: 'd',
          type: 'payout',
          amount: '25.00',
          amountCents: 2_500,
          status: 'failed',
          failureReason: 'Account closed',
          paymentMethod: { id: 'm2', type: 'venmo', account: '•••• seth' },
          createdAt: '2026-11-23T10:00:00.000Z',
          updatedAt: '2026-11-23T10:00:05.000Z',
        },
      ]),
    );
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const paid = await screen.findByRole('listitem', {
      name: 'Transaction #6a0000000000000000000001',
    });
    expect(paid.textContent).toContain('Bank Transfer (•••• 6789)');
    expect(paid.textContent).toContain('$4,999.50');
    expect(paid.textContent).toContain('Paid');
    const failed = screen.getByRole('listitem', { name: 'Transaction #6a0000000000000000000002' });
    expect(failed.textContent).toContain('Account closed');
    expect(failed.textContent).toContain('Failed');
    expect(screen.queryByText(/No transactions yet/)).toBeNull();
  });

  it('says so when there are no payouts yet', async () => {
    serveApi([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText(/No transactions yet/)).toBeTruthy();
  });

  it('opens the support chat from ?tab=support (where signed-in Contact Support links lead)', async () => {
    serveApi([]);
    renderDashboard(undefined, '/dashboard?tab=support');
    expect(await screen.findByRole('heading', { name: 'Support Chat' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Support' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(api.recordedRequests().map((r) => r.path)).toContain('/api/chat/messages');
  });
});
