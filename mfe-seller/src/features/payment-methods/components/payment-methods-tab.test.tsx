import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { aPaymentMethod, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { PaymentMethodsTab } from './payment-methods-tab';

const venmo = aPaymentMethod({
  type: 'venmo',
  accountInfo: '@jane-doe',
  accountName: 'Jane Doe',
  isDefault: true,
});

function serveApi(methods: PaymentMethod[]) {
  api.mock(
    api.answer('GET /api/payment-methods', methods),
    api.answerWith('DELETE /api/payment-methods/:id', () => new Response(null, { status: 204 })),
  );
}

function renderTab() {
  renderWithProviders(<PaymentMethodsTab />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('PaymentMethodsTab', () => {
  it('lists methods with their name and default badge', async () => {
    serveApi([venmo]);
    renderTab();
    expect(await screen.findByText('Venmo - @jane-doe')).toBeTruthy();
    expect(screen.getByText('Jane Doe')).toBeTruthy();
    expect(screen.getByText('Default')).toBeTruthy();
  });

  it('shows the documented messages for an empty add form', async () => {
    serveApi([]);
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('No payment methods yet. Add one to receive your payouts.');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    const buttons = dialog.querySelectorAll('button[type="submit"]');
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByText('Payment type is required')).toBeTruthy();
    expect(screen.getByText('Account information is required')).toBeTruthy();
    expect(screen.getByText('Account name is required')).toBeTruthy();
  });

  it('edits a method with the default checkbox of the UI kit, sending what it shows', async () => {
    serveApi([venmo]);
    api.mock(
      api.answerWith('PATCH /api/payment-methods/:id', async ({ request }) => ({
        ...venmo,
        ...((await request.json()) as object),
      })),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Venmo - @jane-doe' }));
    const isDefault = await screen.findByRole('checkbox', {
      name: 'Set as default payment method',
    });
    expect(isDefault.getAttribute('aria-checked')).toBe('true');
    await user.click(isDefault);
    expect(isDefault.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/payment-methods/:id')).toHaveLength(1));
    expect(await api.lastJsonBody('PATCH /api/payment-methods/:id')).toMatchObject({
      accountInfo: '@jane-doe',
      isDefault: false,
    });
  });

  it('deletes only after confirming in an alert dialog with the documented text, with a success toast', async () => {
    serveApi([venmo]);
    const user = userEvent.setup();
    renderTab();
    const remove = await screen.findByRole('button', { name: 'Delete Venmo - @jane-doe' });

    await user.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Delete payment method' });
    expect(question.textContent).toContain('Are you sure you want to delete this payment method?');
    // Cancel has the focus: Enter or Escape keeps the method.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requestsTo('DELETE /api/payment-methods/:id')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(remove));

    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE /api/payment-methods/:id').map((r) => r.path)).toEqual([
        '/api/payment-methods/m1',
      ]),
    );
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Success',
        description: 'Payment method deleted successfully',
      }),
    );
  });
});
