import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PaymentMethod } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { sellBrand } from '../lib/sell-brand';
import { SubmissionStep } from './submission-step';

const method = (id: string, accountInfo: string, isDefault = false): PaymentMethod => ({
  id,
  type: 'paypal',
  accountInfo,
  accountName: '',
  isDefault,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * The upload goes through XMLHttpRequest (for its progress events); this stand-in records the
 * body, lets the test report progress, and answers when the test says so.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  open() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function setUp(methods: PaymentMethod[]) {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/payment-methods'
        ? Response.json(methods)
        : new Response('Not Found', { status: 404 }),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/sell-card?brand=Amazon']}>
        <Routes>
          <Route
            path="/sell-card"
            element={
              <SubmissionStep
                brand={sellBrand('Amazon')}
                amount="100"
                onBack={() => {}}
                renderAddPaymentMethod={() => null}
              />
            }
          />
          <Route path="/confirmation" element={<p>Confirmation page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const front = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
const lastToast = () => useToastStore.getState().toasts[0];
const submitButton = () => screen.getByRole('button', { name: /Submit for Review|Submitting/ });

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Card Number / Code *'), '6006-1234');
  await user.upload(screen.getByLabelText('Gift card images'), front());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('SubmissionStep', () => {
  it('names the page and each of its sections with headings', async () => {
    setUp([method('m1', 'jane@example.com')]);
    await screen.findByText('PayPal - jane@example.com');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sell Your Amazon Gift Card' }),
    ).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Gift Card Information',
      'Upload Images *',
      'Payment Method',
      'Your Quote',
    ]);
  });

  it('toasts Images Required and sends nothing when the form is submitted without images', async () => {
    const user = userEvent.setup();
    setUp([method('m1', 'jane@example.com')]);
    await screen.findByText('PayPal - jane@example.com');
    await user.type(screen.getByLabelText('Card Number / Code *'), '6006-1234');
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    // Submit stays disabled (spec section 5); any other way of submitting still gets the toast.
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect(lastToast()).toMatchObject({
      title: 'Images Required',
      description: 'Please upload at least one clear photo of your gift card.',
      variant: 'destructive',
    });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('with several payout methods and no default, keeps Submit disabled until one is chosen', async () => {
    const user = userEvent.setup();
    setUp([method('m1', 'jane@example.com'), method('m2', 'jane@work.example')]);
    expect(await screen.findByRole('combobox', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByText('Choose a payment method')).toBeTruthy();
    await fillCard(user);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('preselects the default among several payout methods and sends it with the card', async () => {
    const user = userEvent.setup();
    setUp([method('m1', 'jane@example.com'), method('m2', 'jane@work.example', true)]);
    await screen.findByRole('combobox', { name: 'Payment method' });
    await fillCard(user);
    await user.click(submitButton());
    expect(FakeXhr.last?.body?.get('paymentMethodId')).toBe('m2');
  });

  it('shows Submitting... and the upload progress, then toasts success and goes to /confirmation', async () => {
    const user = userEvent.setup();
    const conversions: unknown[] = [];
    const onConversion = (event: Event) => conversions.push((event as CustomEvent).detail);
    window.addEventListener('cardbridge:conversion', onConversion);
    setUp([method('m1', 'jane@example.com')]);
    await screen.findByText('PayPal - jane@example.com');
    await fillCard(user);
    await user.click(submitButton());

    const body = FakeXhr.last?.body;
    expect(body?.get('brand')).toBe('Amazon');
    expect(body?.get('denomination')).toBe('100');
    expect(body?.get('cardNumber')).toBe('6006-1234');
    expect(body?.get('paymentMethodId')).toBe('m1');
    expect(body?.getAll('images')).toHaveLength(1);
    expect(body?.has('quote')).toBe(false);

    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    FakeXhr.last?.progress(40, 100);
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
      ).toBe('40'),
    );

    FakeXhr.last?.answer(201, { submission: { brand: 'Amazon', quote: '93.00' } });
    expect(await screen.findByText('Confirmation page')).toBeTruthy();
    expect(lastToast()).toMatchObject({
      title: 'Submission Successful',
      description: 'Your gift card has been submitted for review.',
    });
    expect(conversions).toEqual([{ brand: 'Amazon', value: '93.00' }]);
    window.removeEventListener('cardbridge:conversion', onConversion);
  });

  it('toasts Submission Failed with the server message and stays on the form', async () => {
    const user = userEvent.setup();
    setUp([method('m1', 'jane@example.com')]);
    await screen.findByText('PayPal - jane@example.com');
    await fillCard(user);
    await user.click(submitButton());
    FakeXhr.last?.answer(400, { message: 'Maximum amount for Amazon is $2000.' });
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Submission Failed',
        description: 'Maximum amount for Amazon is $2000.',
        variant: 'destructive',
      }),
    );
    expect(submitButton().textContent).toBe('Submit for Review');
  });

  it('falls back to the spec text when the upload fails without a server message', async () => {
    const user = userEvent.setup();
    setUp([method('m1', 'jane@example.com')]);
    await screen.findByText('PayPal - jane@example.com');
    await fillCard(user);
    await user.click(submitButton());
    FakeXhr.last?.onerror?.();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Submission Failed',
        description: 'Failed to submit gift card. Please try again.',
      }),
    );
  });
});
