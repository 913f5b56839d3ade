import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { formatDecimal } from '@cardbridge/catalogue';
import type { MySubmission } from '@cardbridge/contracts';
import {
  answer,
  aSubmission,
  aUser,
  mockApi,
  recordedRequests,
  renderWithProviders,
  requestsTo,
} from '@cardbridge/web-kit/testing';
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
  mockApi(
    answer('GET /api/my-submissions', submissions),
    answer('GET /api/payment-methods', []),
    answer('GET /api/chat/messages', []),
  );
}

function renderDashboard(queryClient?: QueryClient, url = '/dashboard') {
  return renderWithProviders(<DashboardPage />, {
    url,
    user: aUser({ username: 'jane', firstName: '' }),
    ...(queryClient ? { queryClient } : {}),
  });
}

const myListCalls = () => requestsTo('GET /api/my-submissions').length;

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
    expect(screen.getByText('pending')).toBeTruthy();
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
    expect(recordedRequests().map((r) => r.path)).toEqual(['/api/auth/me']);
  });

  it('opens the support chat from ?tab=support (where signed-in Contact Support links lead)', async () => {
    serveApi([]);
    renderDashboard(undefined, '/dashboard?tab=support');
    expect(await screen.findByRole('heading', { name: 'Support Chat' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Support' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(recordedRequests().map((r) => r.path)).toContain('/api/chat/messages');
  });
});
