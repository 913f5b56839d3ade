import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingPage } from './landing-page';

afterEach(cleanup);

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
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

  it('shows the eight buying-rate tiles with their copy figures (docs/product.md#name-and-copy)', () => {
    renderLanding();
    expect(screen.getByRole('heading', { name: 'Current Buying Rates' })).toBeTruthy();
    expect(screen.getByText('Rates updated daily')).toBeTruthy();
    const tiles = screen.getAllByTestId('rate-tile').map((tile) => tile.textContent);
    expect(tiles).toEqual([
      'AmazonUp to 85%',
      'AppleUp to 88%',
      'XboxUp to 82%',
      'eBayUp to 90%',
      'Razer GoldUp to 92%',
      'SteamUp to 80%',
      'WalmartUp to 86%',
      'TargetUp to 89%',
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
