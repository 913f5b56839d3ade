import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PaymentMethod } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { QuickAddPaymentMethodDialog } from './quick-add-payment-method-dialog';

const added: PaymentMethod = {
  id: 'm9',
  type: 'paypal',
  accountInfo: 'jane@example.com',
  accountName: '',
  isDefault: false,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setUp(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onAdded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuickAddPaymentMethodDialog onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return { fetchMock, onAdded };
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
  dialog.querySelector('[data-slot="dialog-footer"] button') as HTMLButtonElement;
const lastToast = () => useToastStore.getState().toasts[0];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('QuickAddPaymentMethodDialog', () => {
  it('reads Adding... while saving, then toasts, closes and hands the new method on', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => {};
    const { fetchMock, onAdded } = setUp(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    const dialog = await fill(user);
    await user.click(addButton(dialog));

    expect(addButton(dialog).textContent).toBe('Adding...');
    expect(addButton(dialog).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment-methods');
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'paypal',
      accountInfo: 'jane@example.com',
    });

    finish(Response.json(added, { status: 201 }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(lastToast()).toMatchObject({
      title: 'Payment Method Added',
      description: 'Your payment method has been added successfully.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason in an Error toast and stays open", async () => {
    const user = userEvent.setup();
    const { onAdded } = setUp(async () =>
      Response.json({ message: 'Enter a valid PayPal email address' }, { status: 400 }),
    );
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
    setUp(async () => new Response('', { status: 500 }));
    const dialog = await fill(user);
    await user.click(addButton(dialog));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add payment method.',
      }),
    );
  });
});
