import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@cardbridge/web-kit/testing';
import { HelpPage } from './help-page';

function renderHelp() {
  // A visitor: the Contact Support link leads to the contact form.
  renderWithProviders(<HelpPage />, { url: '/help', user: null });
}

describe('HelpPage', () => {
  it('offers a search box that leaves the page as it is', async () => {
    const user = userEvent.setup();
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    const before = screen.getAllByRole('link').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search for help' }), 'payout{enter}');
    expect(screen.getAllByRole('link')).toHaveLength(before);
  });

  it('shows the three help categories with their topic links', () => {
    renderHelp();
    for (const title of ['Getting Started', 'Transactions', 'Account & Security']) {
      const card = screen.getByRole('heading', { name: title }).closest('[data-slot="card"]');
      if (!(card instanceof HTMLElement)) throw new Error(`${title} card missing`);
      const links = within(card).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(link.getAttribute('href')).toBe('/faq');
    }
  });

  it('answers four common questions, with the decided payout wording', () => {
    renderHelp();
    expect(screen.getAllByRole('term')).toHaveLength(4);
    expect(
      screen.getByText(
        'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
      ),
    ).toBeTruthy();
  });

  it('lets visitors contact support, send an email or go home', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Send Email' }).getAttribute('href')).toBe(
      'mailto:support@cardbridge.com',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
