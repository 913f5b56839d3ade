import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyPage } from './privacy-page';
import { SecurityPage } from './security-page';
import { TermsPage } from './terms-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAt(page: ReactElement) {
  window.scrollTo(0, 500);
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe.each([
  ['Terms of Service', <TermsPage key="terms" />, 'support@cardbridge.com'],
  ['Privacy Policy', <PrivacyPage key="privacy" />, 'privacy@cardbridge.com'],
  ['Security', <SecurityPage key="security" />, 'security@cardbridge.com'],
])('%s page', (title, page, email) => {
  it('ends with a way to reach us by email or through support', () => {
    renderAt(page);
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(
      screen.getByRole('link', { name: 'contact our support team' }).getAttribute('href'),
    ).toBe('/contact');
  });

  it('has its title and a Back to Home link to /', () => {
    renderAt(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('opens scrolled to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt(page);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});

describe('TermsPage', () => {
  it('has its eight sections in order', () => {
    renderAt(<TermsPage />);
    expect(sectionTitles()).toEqual([
      '1. Acceptance of Terms',
      '2. Gift Card Transactions',
      '3. Account Responsibilities',
      '4. Payment Terms',
      '5. Prohibited Activities',
      '6. Limitation of Liability',
      '7. Changes to These Terms',
      '8. Contact Information',
    ]);
  });

  it('states verification times and the decided payout timing', () => {
    renderAt(<TermsPage />);
    expect(
      screen.getByText(
        'Verification typically takes 1 hour; high-value cards may take up to 24 hours.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
      ),
    ).toBeTruthy();
  });
});

describe('PrivacyPage', () => {
  it('has the seven sections and the password-security note', () => {
    renderAt(<PrivacyPage />);
    expect(sectionTitles()).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Cookies and Tracking',
      'Contact Us',
    ]);
    expect(screen.getByText('Password security')).toBeTruthy();
  });

  it('shows today’s date as the last-updated date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 12));
    renderAt(<PrivacyPage />);
    expect(screen.getByText('Last updated: March 5, 2026')).toBeTruthy();
  });
});

describe('SecurityPage', () => {
  it('shows the four feature cards, the three lists and a security contact', () => {
    renderAt(<SecurityPage />);
    expect(sectionTitles()).toEqual([
      'SSL Encryption',
      'Secure Storage',
      '24/7 Monitoring',
      'Card Verification',
      'Data Protection',
      'Fraud Prevention',
      'Safe Trading Tips',
      'Report a Security Concern',
    ]);
    expect(screen.getByRole('link', { name: 'security@cardbridge.com' }).getAttribute('href')).toBe(
      'mailto:security@cardbridge.com',
    );
    expect(screen.getByText(/Our commitment/)).toBeTruthy();
  });
});
