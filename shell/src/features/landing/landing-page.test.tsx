import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@cardbridge/web-kit';
import { aPublicBrand, api } from '@cardbridge/web-kit/testing';
import { LandingPage } from './landing-page';

/** The live rates as GET /api/brands answers them, with one a finance admin just changed. */
const liveRates = [
  aPublicBrand('Amazon', '93'),
  aPublicBrand('Apple Store', '92'),
  aPublicBrand('Xbox', '89'),
  aPublicBrand('eBay', '88'),
  aPublicBrand('Razer Gold', '90'),
  aPublicBrand('Steam', '80.5'),
  aPublicBrand('Walmart', '91'),
  aPublicBrand('Target', '91'),
  aPublicBrand('Etsy', '86'),
];

beforeEach(() => api.mock(api.answer('GET /api/brands', liveRates)));

function renderLanding() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LandingPage', () => {
  it('leads with the hero and sends sellers to the quote picker', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Turn Gift Cards Into Instant Cash' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sell Your Gift Cards Now' }).getAttribute('href'),
    ).toBe('/get-quote');
    expect(screen.getByText('Get instant quotes for over 100+ gift card brands')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Selling Now' }).getAttribute('href')).toBe(
      '/get-quote',
    );
  });

  it('shows the three trust points', () => {
    renderLanding();
    for (const text of [
      'Secure & Safe',
      'Fast Processing',
      'Usually within 1 hour',
      'Trusted by 50K+',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('shows eight buying-rate tiles with the live rates (docs/product.md#rates-as-data)', async () => {
    renderLanding();
    expect(screen.getByRole('heading', { name: 'Current Buying Rates' })).toBeTruthy();
    expect(screen.getByText('Rates updated daily')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('rate-tile')).toHaveLength(8));
    const tiles = screen.getAllByTestId('rate-tile').map((tile) => tile.textContent);
    expect(tiles).toEqual([
      'AmazonUp to 93%',
      'Apple StoreUp to 92%',
      'XboxUp to 89%',
      'eBayUp to 88%',
      'Razer GoldUp to 90%',
      'SteamUp to 80.5%',
      'WalmartUp to 91%',
      'TargetUp to 91%',
    ]);
  });

  it('explains why to choose Cardbridge', () => {
    renderLanding();
    const section = screen
      .getByRole('heading', { name: 'Why Choose Cardbridge' })
      .closest('section');
    if (!section) throw new Error('Why Choose section missing');
    const points = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(points).toEqual(['100% Secure', 'Instant Processing', 'Expert Support', 'Best Rates']);
  });

  it('walks through how it works in three steps, with the decided payout wording', () => {
    renderLanding();
    const section = screen.getByRole('heading', { name: 'How It Works' }).closest('section');
    if (!section) throw new Error('How It Works section missing');
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Submit Your Card',
      'Step 2: Quick Verification',
      'Step 3: Get Paid Instantly',
    ]);
    expect(steps[0]?.textContent).toContain('upload photos and card details');
    expect(steps[1]?.textContent).toContain('Within 1 hour');
    expect(steps[1]?.textContent).toContain('balance and authenticity');
    expect(steps[2]?.textContent).toContain(
      'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
    );
  });
});
