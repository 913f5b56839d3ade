import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { aPaymentMethod, api, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { brandsAnswer } from '../../lib/testing/brands-answer';
import { SellCardPage } from './sell-card-page';

const method = (id: string, accountInfo: string) => aPaymentMethod({ id, accountInfo });

/** The API as the page sees it: a signed-in (or not) seller with these payout methods. */
function serveApi({ signedIn, methods = [] }: { signedIn: boolean; methods?: PaymentMethod[] }) {
  api.mock(
    api.answer('GET /api/auth/me', { user: signedIn ? aUser({ username: 'jane' }) : null }),
    api.answer('GET /api/payment-methods', methods),
    api.answer('GET /api/brands', brandsAnswer()),
    api.answerWith('POST /api/quotes', async ({ request }) => {
      const { brand, amount } = (await request.json()) as { brand: string; amount: string };
      const amountCents = Math.round(Number(amount) * 100);
      const rate = Number(brandsAnswer().find((b) => b.name === brand)?.rate);
      return {
        quoteId: `q-${amountCents}`,
        brand,
        rate,
        amountCents,
        payoutCents: Math.round((amountCents * rate) / 100),
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      };
    }),
  );
}

function renderAt(url: string) {
  return renderWithProviders(<SellCardPage />, {
    url,
    path: '/sell-card',
    routes: { '*': <p>Another page</p> },
  });
}

async function goToStep2(user: ReturnType<typeof userEvent.setup>, value = '100') {
  await user.type(await screen.findByLabelText('Gift Card Value ($)'), value);
  await user.click(screen.getByRole('button', { name: /Continue to Sell/ }));
}

describe('SellCardPage', () => {
  it('redirects to /get-quote without a brand', async () => {
    serveApi({ signedIn: true });
    const view = renderAt('/sell-card');
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(view.location()).toBe('/get-quote');
  });

  it('asks a signed-out visitor to sign in, and to come back to this card afterwards', async () => {
    serveApi({ signedIn: false });
    renderAt('/sell-card?brand=Amazon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('You need to sign in to sell gift cards.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fsell-card%3Fbrand%3DAmazon',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/register?returnTo=%2Fsell-card%3Fbrand%3DAmazon',
    );
  });

  it('shows the rate and range, validates the value and quotes it live', async () => {
    serveApi({ signedIn: true });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon');
    const input = await screen.findByLabelText('Gift Card Value ($)');
    expect(
      screen.getByRole('heading', { level: 1, name: /Sell Your Amazon Gift Card/ }),
    ).toBeTruthy();
    expect(screen.getByText('93%')).toBeTruthy();
    expect(document.title).toBe('Sell your Amazon gift card · Cardbridge');
    expect(screen.getByText('$25 - $2,000')).toBeTruthy();
    const continueButton = screen.getByRole('button', { name: /Continue to Sell/ });
    expect(continueButton.hasAttribute('disabled')).toBe(true);

    await user.type(input, 'abc');
    expect(screen.getByText('Please enter a valid amount.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '10');
    expect(screen.getByText('Minimum amount for Amazon is $25.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '2001');
    expect(screen.getByText('Maximum amount for Amazon is $2000.')).toBeTruthy();
    expect(continueButton.hasAttribute('disabled')).toBe(true);

    await user.clear(input);
    await user.type(input, '150');
    // The figure is the server's quote, locked and counted down (docs/product.md#rate-lock).
    const quote = screen.getByRole('region', { name: 'Your quote' });
    await waitFor(() => expect(quote.textContent).toContain('$139.50'));
    expect(quote.textContent).toContain('$150.00');
    expect(quote.textContent).toMatch(/Rate locked for (30:00|29:5\d)/);
    expect(await api.lastJsonBody('POST /api/quotes')).toEqual({
      brand: 'Amazon',
      amount: '150.00',
    });
    expect(continueButton.hasAttribute('disabled')).toBe(false);
  });

  it('says on step 1 that a brand not in the catalogue is not bought, with ways on', async () => {
    serveApi({ signedIn: true });
    renderAt('/sell-card?brand=Acme%20Bucks');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe("We don't buy Acme Bucks cards yet");
    expect(screen.getByRole('link', { name: 'See the brands we buy' }).getAttribute('href')).toBe(
      '/get-quote',
    );
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByLabelText('Gift Card Value ($)')).toBeNull();
  });

  it('finds the brand whatever the case of its name in the URL', async () => {
    serveApi({ signedIn: true });
    renderAt('/sell-card?brand=amazon');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Sell Your Amazon Gift Card');
    expect(screen.getByText('93%')).toBeTruthy();
  });

  it('keeps what was entered on step 2 through Back to Quote and Continue', async () => {
    serveApi({ signedIn: true, methods: [method('m1', 'jane@example.com')] });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon');
    await goToStep2(user);
    await user.type(await screen.findByLabelText('Card Number / Code *'), '6006-1234');
    await user.click(screen.getByRole('button', { name: /Back to Quote/ }));
    expect(screen.queryByRole('textbox', { name: 'Card Number / Code *' })).toBeNull();
    expect((screen.getByLabelText('Gift Card Value ($)') as HTMLInputElement).value).toBe('100');
    await user.click(screen.getByRole('button', { name: /Continue to Sell/ }));
    const cardNumber = screen.getByRole('textbox', { name: 'Card Number / Code *' });
    expect((cardNumber as HTMLInputElement).value).toBe('6006-1234');
  });

  it('starts a step 2 address opened afresh at step 1, where the amount is entered', async () => {
    serveApi({ signedIn: true, methods: [method('m1', 'jane@example.com')] });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon&step=2');
    await goToStep2(user);
    expect(await screen.findByRole('textbox', { name: 'Card Number / Code *' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Back to Quote/ }));
    expect(screen.getByRole('textbox', { name: 'Gift Card Value ($)' })).toBeTruthy();
  });

  it('with no payout method, shows the alert and keeps Submit disabled', async () => {
    serveApi({ signedIn: true, methods: [] });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon');
    await goToStep2(user);
    expect(
      await screen.findByText('You need to add a payment method before submitting your gift card.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Payment Method/ })).toBeTruthy();
    await user.type(screen.getByLabelText('Card Number / Code *'), '1234');
    expect(screen.getByRole('button', { name: 'Submit for Review' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows a single payout method and enables Submit once card number and images are in', async () => {
    serveApi({ signedIn: true, methods: [method('m1', 'jane@example.com')] });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon');
    await goToStep2(user);
    expect(await screen.findByText('PayPal - jane@example.com')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit for Review' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByLabelText('Card Number / Code *'), '6006-1234');
    expect(submit.hasAttribute('disabled')).toBe(true);
    const front = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Gift card images'), front);
    expect(screen.getByAltText('Preview of front.jpg')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(screen.queryByAltText('Preview of front.jpg')).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it('shows security code and expiration only for physical cards (gone for digital), and the terms note', async () => {
    serveApi({ signedIn: true, methods: [method('m1', 'jane@example.com')] });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon');
    await goToStep2(user);
    expect(await screen.findByLabelText('Security Code')).toBeTruthy();
    expect(screen.getByLabelText('Expiration Date')).toBeTruthy();
    expect(
      screen.getByText(
        'By submitting this form, you agree to our terms of service and confirm that you are the rightful owner of this gift card.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quote summary' }).textContent).toContain('$93.00');

    await user.click(screen.getByRole('combobox', { name: 'Card Format' }));
    await user.click(await screen.findByRole('option', { name: 'Digital Card' }));
    expect(screen.queryByLabelText('Security Code')).toBeNull();
    expect(screen.queryByLabelText('Expiration Date')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Card Condition' }).textContent).toBe('Brand New');

    await user.click(screen.getByRole('button', { name: 'Back to Quote' }));
    expect(screen.getByLabelText('Gift Card Value ($)')).toBeTruthy();
  });

  it('toasts Missing Information when the add dialog is incomplete', async () => {
    serveApi({ signedIn: true, methods: [] });
    const user = userEvent.setup();
    renderAt('/sell-card?brand=Amazon');
    await goToStep2(user);
    await user.click(await screen.findByRole('button', { name: /Add Payment Method/ }));
    const dialogButtons = await screen.findAllByRole('button', { name: 'Add Payment Method' });
    await user.click(dialogButtons[dialogButtons.length - 1] as HTMLElement);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all payment method fields.',
    });
  });
});
