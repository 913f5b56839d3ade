import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@cardbridge/web-kit';
import { aPaymentMethod, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { QuickAddPaymentMethodDialog } from './quick-add-payment-method-dialog';

const added = aPaymentMethod({ id: 'm9' });

function setUp() {
  // The list is refreshed after an add.
  api.mock(api.answer('GET /api/payment-methods', [added]));
  const onAdded = vi.fn();
  renderWithProviders(<QuickAddPaymentMethodDialog onAdded={onAdded} />);
  return { onAdded };
}

/** Opens the dialog, picks PayPal and types the account. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(screen.getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: 'PayPal' }));
  await user.type(screen.getByLabelText('Account Information'), 'jane@example.com');
  return dialog;
}

const addButton = (dialog: HTMLElement) =>
  dialog.querySelector('[data-slot="dialog-footer"] button[type="submit"]') as HTMLButtonElement;
const lastToast = () => useToastStore.getState().toasts[0];

describe('QuickAddPaymentMethodDialog', () => {
  it('reads Adding... while saving, then toasts, closes and hands the new method on', async () => {
    const user = userEvent.setup();
    const creation = api.answerLater('POST /api/payment-methods');
    api.mock(creation.handler);
    const { onAdded } = setUp();
    const dialog = await fill(user);
    await user.click(addButton(dialog));

    await waitFor(() => expect(addButton(dialog).textContent).toBe('Adding...'));
    expect(addButton(dialog).disabled).toBe(true);
    await waitFor(async () =>
      expect(await api.lastJsonBody('POST /api/payment-methods')).toEqual({
        type: 'paypal',
        accountInfo: 'jane@example.com',
      }),
    );

    creation.release(added, { status: 201 });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(lastToast()).toMatchObject({
      title: 'Payment Method Added',
      description: 'Your payment method has been added successfully.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason in an Error toast and stays open", async () => {
    const user = userEvent.setup();
    api.mock(
      api.answer(
        'POST /api/payment-methods',
        { message: 'Enter a valid PayPal email address' },
        { status: 400 },
      ),
    );
    const { onAdded } = setUp();
    const dialog = await fill(user);
    await user.click(addButton(dialog));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Enter a valid PayPal email address',
        variant: 'destructive',
      }),
    );
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("falls back to 'Failed to add payment method.' when the server says nothing", async () => {
    const user = userEvent.setup();
    api.mock(api.answer('POST /api/payment-methods', '', { status: 500 }));
    setUp();
    const dialog = await fill(user);
    await user.click(addButton(dialog));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add payment method.',
      }),
    );
  });

  it('says a malformed account under the field, in the schema words, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onAdded } = setUp();
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'PayPal' }));
    await user.type(screen.getByLabelText('Account Information'), 'not-an-email');
    await user.click(addButton(dialog));
    expect((await screen.findByRole('alert')).textContent).toMatch(/PayPal/);
    expect(onAdded).not.toHaveBeenCalled();
    expect(lastToast()).toBeUndefined();
  });
});
