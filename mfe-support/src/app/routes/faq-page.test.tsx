import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@cardbridge/web-kit/testing';
import { FaqPage } from './faq-page';

function renderFaq() {
  // A visitor: the Contact Support link leads to the contact form.
  renderWithProviders(<FaqPage />, { url: '/faq', user: null });
}

const questionButtons = () => screen.getAllByRole('button', { expanded: false });

describe('FaqPage', () => {
  it('lists ten questions, all closed at first', () => {
    renderFaq();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeTruthy();
    expect(questionButtons()).toHaveLength(10);
    expect(screen.queryByRole('button', { expanded: true })).toBeNull();
    // Each question is a heading under the h1 (h2), so the headings stay in order.
    expect(screen.getByRole('heading', { level: 2, name: 'Are there any fees?' })).toBeTruthy();
  });

  it('keeps several answers open at once', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'Are there any fees?' }));
    await user.click(screen.getByRole('button', { name: 'When will I receive my payment?' }));
    await user.click(
      screen.getByRole('button', { name: 'Can I sell a partially used gift card?' }),
    );

    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(3);
    expect(screen.getByText(/Sellers pay no fees/)).toBeTruthy();
    expect(
      screen.getByText(
        'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/accepted at their current balance/)).toBeTruthy();
  });

  it('closes an answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    renderFaq();
    const question = screen.getByRole('button', { name: 'Which gift cards do you accept?' });
    await user.click(question);
    expect(screen.getByText(/Only US-issued cards are accepted/)).toBeTruthy();
    await user.click(question);
    expect(screen.queryByText(/Only US-issued cards are accepted/)).toBeNull();
  });

  it('names the payout methods of the help copy', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'How do I get paid?' }));
    const answer = screen.getByText(/You choose a payout method/).textContent ?? '';
    for (const method of ['bank transfer', 'PayPal', 'Venmo', 'check by mail']) {
      expect(answer).toContain(method);
    }
  });

  it('links to support, the help center and home', () => {
    renderFaq();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Visit Help Center' }).getAttribute('href')).toBe(
      '/help',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
