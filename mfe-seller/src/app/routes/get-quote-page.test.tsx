import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { brands } from '@cardbridge/catalogue';
import { createQueryClient, currentUserQueryKey } from '@cardbridge/web-kit';
import { api, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { brandsAnswer } from '../../lib/testing/brands-answer';
import { GetQuotePage } from './get-quote-page';

function SellCardProbe() {
  const location = useLocation();
  return <p data-testid="sell-card-location">{location.pathname + location.search}</p>;
}

function mockCurrentUser(signedIn: boolean) {
  api.mock(
    api.answer('GET /api/auth/me', {
      user: signedIn ? aUser({ username: 'jane', firstName: 'Jane' }) : null,
    }),
    api.answer('GET /api/brands', brandsAnswer()),
  );
}

/**
 * Renders the page and waits for the live brands (GET /api/brands) to be listed, every one: the
 * grid fills in just after the page's first paint.
 */
async function renderPage() {
  const view = renderWithProviders(<GetQuotePage />, {
    url: '/get-quote',
    path: '/get-quote',
    routes: { '/sell-card': <SellCardProbe /> },
  });
  const list = await screen.findByRole('list', { name: 'Gift card brands' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(brands.length));
  return view;
}

const brandButtons = () => screen.getAllByRole('button', { pressed: false, name: /./ });

beforeEach(() => mockCurrentUser(false));

describe('GetQuotePage', () => {
  it('names the page in the document title', async () => {
    await renderPage();
    expect(document.title).toBe('Get a quote · Cardbridge');
  });

  it('lists every catalogue brand with its emoji, rate, range and category', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Get Your Gift Card Quote' })).toBeTruthy();
    expect(brandButtons()).toHaveLength(brands.length);
    const delta = screen.getByRole('button', { name: /Delta Airlines/ });
    expect(delta.textContent).toContain('✈️');
    expect(delta.textContent).toContain('90%');
    expect(delta.textContent).toContain('$100 - $5,000');
    expect(delta.textContent).toContain('Transportation');
  });

  it('puts the grid in a 24rem scroll area', async () => {
    await renderPage();
    const grid = screen.getByRole('list', { name: 'Gift card brands' });
    expect(grid.className).toContain('max-h-96');
    expect(grid.className).toContain('overflow-y-auto');
  });

  it('badges exactly the popular brands', async () => {
    await renderPage();
    const popular = screen
      .getAllByText('Popular')
      .map((badge) => badge.closest('button')?.textContent ?? '');
    expect(popular).toHaveLength(13);
    expect(popular.some((text) => text.includes('Amazon'))).toBe(true);
    expect(screen.getByRole('button', { name: /eBay/ }).textContent).not.toContain('Popular');
  });

  it('filters brands by a case-insensitive substring of the name', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByPlaceholderText('Search gift card brands...'), 'APPLE');
    const names = brandButtons().map((button) => button.textContent);
    expect(names).toHaveLength(2);
    expect(names[0]).toContain('Apple iTunes');
    expect(names[1]).toContain('Apple Store');
  });

  it('shows the empty state when nothing matches', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByPlaceholderText('Search gift card brands...'), 'zzz-no-brand');
    expect(screen.getByText('No gift card brands found matching your search.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Gift card brands' })).toBeNull();
  });

  it('shows no summary and no Continue button until a brand is selected', async () => {
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByText(/Selected$/)).toBeNull();
  });

  it('shows the rate finance set, not the catalogue one, and the brand review target', async () => {
    api.mock(
      api.answer(
        'GET /api/brands',
        brandsAnswer({ Amazon: { rate: '80.5', targetReviewMinutes: 90 } }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    const amazon = screen.getByRole('button', { name: /Amazon/ });
    expect(amazon.textContent).toContain('80.5%');
    await user.click(amazon);
    expect(screen.getByText(/reviewed within/).textContent).toContain('1 hour 30 minutes');
  });

  it('reads the brands the shell landing page already cached (the answer as sent, one shared cache)', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['brands'], brandsAnswer({ Amazon: { rate: '91.5' } }));
    renderWithProviders(<GetQuotePage />, { url: '/get-quote', path: '/get-quote', queryClient });
    const amazon = await screen.findByRole('button', { name: /Amazon/ });
    expect(amazon.textContent).toContain('91.5%');
    expect(amazon.textContent).toContain('$25 - $2,000');
  });

  it('highlights one selected brand at a time and summarises it', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: /Amazon/ }));
    await user.click(screen.getByRole('button', { name: /Steam/ }));
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(pressed[0]?.textContent).toContain('Steam');
    expect(screen.getByText('Steam Selected')).toBeTruthy();
    const summary = screen.getByText('Steam Selected').closest('[data-slot="card"]');
    if (!(summary instanceof HTMLElement)) throw new Error('summary card missing');
    expect(within(summary).getByText('88%')).toBeTruthy();
    expect(within(summary).getByText('$25 - $2,000')).toBeTruthy();
  });

  it('continues to the sell flow with the brand name URL-encoded', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByPlaceholderText('Search gift card brands...'), 'barnes');
    await user.click(screen.getByRole('button', { name: /Barnes & Noble/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('sell-card-location').textContent).toBe(
      '/sell-card?brand=Barnes%20%26%20Noble',
    );
  });

  it('offers signed-out visitors a Contact us link for unlisted brands', async () => {
    await renderPage();
    const link = await screen.findByRole('link', { name: 'Contact us' });
    expect(link.getAttribute('href')).toBe('/contact');
  });

  it('does not show the Contact us hint to a signed-in seller', async () => {
    mockCurrentUser(true);
    const { queryClient } = await renderPage();
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ username: 'jane' }),
    );
    expect(screen.getByText('Get Your Gift Card Quote')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });
});
