import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MySubmission } from '@cardbridge/contracts';
import {
  api,
  aPaymentMethod,
  aSubmission,
  aPayout,
  aUser,
  renderWithProviders,
} from '@cardbridge/web-kit/testing';
import { DashboardPage } from './dashboard-page';

/** Five submissions, the newest first (as the server answers), a day apart. */
const submissions: MySubmission[] = ['Amazon', 'Steam', 'Target', 'Xbox', 'Walmart'].map(
  (brand, i) =>
    aSubmission({
      id: `s${i}`,
      brand,
      createdAt: `2026-11-2${5 - i}T10:00:00.000Z`,
      updatedAt: `2026-11-2${5 - i}T10:00:00.000Z`,
    }),
);
const methods = [
  aPaymentMethod({ id: 'm1', type: 'paypal', accountInfo: 'jane@example.com' }),
  aPaymentMethod({ id: 'm2', type: 'venmo', accountInfo: '@jane', isDefault: true }),
  aPaymentMethod({ id: 'm3', type: 'zelle', accountInfo: 'jane@zelle.example' }),
  aPaymentMethod({ id: 'm4', type: 'chime', accountInfo: '$jane' }),
];

function serveApi() {
  api.mock(
    api.answer('GET /api/my-submissions', submissions),
    api.answer('GET /api/payment-methods', methods),
    api.answer('GET /api/chat/messages', { items: [], nextCursor: null }),
    api.answer('GET /api/transactions', [
      aPayout({ id: 't1', amountCents: 9_300, createdAt: '2026-11-25T12:00:00.000Z' }),
    ]),
  );
}

const renderDashboard = (url = '/dashboard') =>
  renderWithProviders(<DashboardPage />, { url, user: aUser() });

const widget = (title: string) => screen.getByRole('region', { name: title });
/** The widgets shown, in order, by their id. */
const widgetTitles = () =>
  screen
    .queryAllByRole('region')
    .filter((region) => region.dataset.widget)
    .map((region) => region.dataset.widget);
const widgetSizes = () =>
  screen
    .queryAllByRole('region')
    .filter((region) => region.dataset.widget)
    .map((region) => region.dataset.size);
const storedLayout = () => JSON.parse(localStorage.getItem('dashboard-layout') ?? 'null');

async function openCustomizable() {
  const user = userEvent.setup();
  renderDashboard();
  await user.click(await screen.findByRole('button', { name: 'Customizable view' }));
  await screen.findByRole('region', { name: 'Recent Activity' });
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the dashboard overview tab', () => {
  it('shows the latest 3 submissions and the first 3 payment methods, the default marked, with Add', async () => {
    serveApi();
    renderDashboard();
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    await within(overview).findByRole('article', { name: 'Amazon submission' });
    expect(
      within(overview)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Amazon submission', 'Steam submission', 'Target submission']);
    const listed = await within(overview).findByText('PayPal - jane@example.com');
    const list = listed.closest('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PayPal - jane@example.com', 'Venmo - @janeDefault', 'Zelle - jane@zelle.example']);
    expect(within(overview).getByRole('button', { name: 'Add Payment Method' })).toBeTruthy();
  });
});

describe('the dashboard view modes', () => {
  it('starts tabbed, switches to the customizable view and remembers it', async () => {
    serveApi();
    const user = await openCustomizable();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Customizable view' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(localStorage.getItem('dashboard-view')).toBe('customizable');

    // A later visit opens where the seller left it.
    const second = renderDashboard();
    expect(
      await within(second.container).findByRole('region', { name: 'Quick Actions' }),
    ).toBeTruthy();
    second.unmount();

    await user.click(screen.getByRole('button', { name: 'Tabbed view' }));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(localStorage.getItem('dashboard-view')).toBe('tabbed');
  });

  it('opens the tabs when a link asks for a tab, whatever view was remembered', async () => {
    localStorage.setItem('dashboard-view', 'customizable');
    serveApi();
    renderDashboard('/dashboard?tab=payment-methods');
    expect(
      await screen.findByRole('tab', { name: 'Payment Methods', selected: true }),
    ).toBeTruthy();
  });
});

describe('the customizable dashboard', () => {
  it('shows the five widgets of the default preset: 3 activity items, 4 submissions, 2 payment methods', async () => {
    serveApi();
    await openCustomizable();
    expect(widgetTitles()).toEqual([
      'stats',
      'activity',
      'payments',
      'submissions',
      'quick-actions',
    ]);
    expect(widget('Submissions').dataset.size).toBe('large');
    expect(widget('Recent Activity').dataset.size).toBe('medium');

    const activity = within(widget('Recent Activity')).getAllByRole('listitem');
    expect(activity).toHaveLength(3);
    expect(activity[0]!.textContent).toMatch(/^Payout of \$93\.00.*Paid$/);
    expect(activity[1]!.textContent).toMatch(/^Amazon card, \$100\.00.*Pending$/);
    expect(activity[2]!.textContent).toMatch(/^Steam card, \$100\.00/);

    await within(widget('Submissions')).findByRole('article', { name: 'Amazon submission' });
    expect(within(widget('Submissions')).getAllByRole('article')).toHaveLength(4);

    const payments = within(widget('Payment Methods'));
    await payments.findByText('PayPal - jane@example.com');
    expect(payments.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'PayPal - jane@example.com',
      'Venmo - @janeDefault',
    ]);
    expect(payments.getByRole('button', { name: 'Add Payment Method' })).toBeTruthy();

    expect(
      within(widget('Quick Actions'))
        .getByRole('link', { name: 'Sell Gift Card' })
        .getAttribute('href'),
    ).toBe('/get-quote');
  });

  it('applies the presets as defined and remembers the chosen one', async () => {
    serveApi();
    const user = await openCustomizable();
    const preset = (name: string) => user.click(screen.getByRole('button', { name }));

    await preset('Compact');
    expect(widgetSizes()).toEqual(Array(5).fill('small'));
    await preset('Detailed');
    expect(widgetSizes()).toEqual(Array(5).fill('large'));
    await preset('Analytics');
    expect(widgetTitles()).toEqual(['stats', 'activity', 'submissions']);
    expect(widget('Stats').dataset.size).toBe('large');
    expect(screen.getByRole('button', { name: 'Analytics' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(storedLayout().preset).toBe('analytics');
  });

  it('hides and shows widgets, and prompts when none is left', async () => {
    serveApi();
    const user = await openCustomizable();
    await user.click(screen.getByRole('button', { name: 'Hide Payment Methods' }));
    expect(screen.queryByRole('region', { name: 'Payment Methods' })).toBeNull();
    expect(screen.getByText('Custom layout (saved in this browser)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show Payment Methods' }));
    expect(widgetTitles()[2]).toBe('payments');

    for (const title of [
      'Stats',
      'Recent Activity',
      'Payment Methods',
      'Submissions',
      'Quick Actions',
    ]) {
      await user.click(screen.getByRole('button', { name: `Hide ${title}` }));
    }
    expect(screen.getByRole('heading', { name: 'No widgets to show' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Restore Default Layout' }));
    expect(widgetTitles()).toHaveLength(5);
  });

  it('resizes a widget and keeps the change after a reload', async () => {
    serveApi();
    const user = await openCustomizable();
    const sizes = within(screen.getByRole('group', { name: 'Submissions size' }));
    await user.click(sizes.getByRole('button', { name: 'Small' }));
    expect(widget('Submissions').dataset.size).toBe('small');
    expect(sizes.getByRole('button', { name: 'Small' }).getAttribute('aria-pressed')).toBe('true');
    expect(storedLayout().preset).toBe('custom');

    const again = renderDashboard();
    const submissionsAgain = await within(again.container).findByRole('region', {
      name: 'Submissions',
    });
    expect(submissionsAgain.dataset.size).toBe('small');
  });

  it.each([
    ['is not JSON', '{"version":1,'],
    ['is an older layout', JSON.stringify({ order: ['stats'], hidden: [] })],
    [
      'names an unknown widget',
      JSON.stringify({
        version: 1,
        preset: 'custom',
        widgets: [{ id: 'ads', visible: true, size: 'small' }],
      }),
    ],
  ])('shows the default layout when the stored value %s', async (_, stored) => {
    localStorage.setItem('dashboard-view', 'customizable');
    localStorage.setItem('dashboard-layout', stored);
    serveApi();
    renderDashboard();
    await screen.findByRole('region', { name: 'Quick Actions' });
    expect(widgetTitles()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Default' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(widget('Submissions').dataset.size).toBe('large'));
  });
});
