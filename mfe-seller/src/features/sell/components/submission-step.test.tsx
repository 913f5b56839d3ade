import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentMethod, Quote } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import {
  aPaymentMethod,
  api,
  aSubmission,
  aUser,
  renderWithProviders,
} from '@cardbridge/web-kit/testing';
import { toLiveBrand } from '../../../lib/api/get-brands';
import { brandsAnswer } from '../../../lib/testing/brands-answer';
import type { RateLock } from '../hooks/use-rate-lock';
import { sellBrand } from '../lib/sell-brand';
import { SubmissionStep } from './submission-step';

const liveBrands = brandsAnswer().map(toLiveBrand);

/** The $100 Amazon quote locked in step 1, at 92 % (finance's rate of the moment). */
const locked: Quote = {
  quoteId: 'q-locked',
  brand: 'Amazon',
  rate: 92,
  amountCents: 10_000,
  payoutCents: 9_200,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};
let offers: Quote[] = [];
const lock = (): RateLock => ({
  quote: locked,
  remainingMs: 29 * 60_000 + 12_000,
  isLocking: false,
  error: null,
  renewed: false,
  offer: (quote) => offers.push(quote),
  retry: () => {},
});

const method = (id: string, accountInfo: string, isDefault = false) =>
  aPaymentMethod({ id, accountInfo, isDefault });

const submitted = {
  message: 'Gift card submitted successfully',
  submission: aSubmission({ cardNumber: '•••• 1234' }),
};

function setUp(methods: PaymentMethod[], brandName = 'Amazon') {
  offers = [];
  api.mock(api.answer('GET /api/payment-methods', methods));
  renderWithProviders(
    <SubmissionStep
      brand={sellBrand(brandName, liveBrands)}
      amount="100"
      lock={lock()}
      onBack={() => {}}
      renderAddPaymentMethod={() => null}
    />,
    {
      url: '/sell-card?brand=Amazon',
      path: '/sell-card',
      user: aUser(),
      routes: { '/confirmation': <p>Confirmation page</p> },
    },
  );
}

/** The multipart body of the one upload made, as the server received it. */
async function uploadedForm(): Promise<FormData | undefined> {
  const [upload] = api.requestsTo('POST /api/submit-gift-card');
  return upload?.request.clone().formData();
}

const front = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
const lastToast = () => useToastStore.getState().toasts[0];

/** The form with one payout method (shown at once), the card filled in, and Submit pressed. */
async function submitWithOneMethod(user: ReturnType<typeof userEvent.setup>, brandName?: string) {
  setUp([method('m1', 'jane@example.com')], brandName);
  await screen.findByText('PayPal - jane@example.com');
  await fillCard(user);
  await user.click(submitButton());
}

/** The destructive toast a refusal shows, and no upload sent. */
async function expectRefusedBeforeUpload(title: string, description: string) {
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title, description, variant: 'destructive' }),
  );
  expect(api.requestsTo('POST /api/submit-gift-card')).toHaveLength(0);
}
const submitButton = () => screen.getByRole('button', { name: /Submit for Review|Submitting/ });

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Card Number / Code *'), '6006-1234');
  await user.upload(screen.getByLabelText('Gift card images'), front());
}

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

    // Submit stays disabled (docs/product.md#validation); any other way of submitting still gets the toast.
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await expectRefusedBeforeUpload(
      'Images Required',
      'Please upload at least one clear photo of your gift card.',
    );
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
    api.mock(api.answer('POST /api/submit-gift-card', submitted, { status: 201 }));
    setUp([method('m1', 'jane@example.com'), method('m2', 'jane@work.example', true)]);
    await screen.findByRole('combobox', { name: 'Payment method' });
    await fillCard(user);
    await user.click(submitButton());
    expect(await screen.findByText('Confirmation page')).toBeTruthy();
    expect((await uploadedForm())?.get('paymentMethodId')).toBe('m2');
  });

  it('shows Submitting... and the upload progress, then toasts success and goes to /confirmation', async () => {
    const user = userEvent.setup();
    const conversions: unknown[] = [];
    const onConversion = (event: Event) => conversions.push((event as CustomEvent).detail);
    window.addEventListener('cardbridge:conversion', onConversion);
    const upload = api.answerLater('POST /api/submit-gift-card');
    api.mock(upload.handler);
    await submitWithOneMethod(user);

    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    // The bar starts empty; apiUpload's own test covers the shares reported as the body is sent.
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Uploading… 0%')).toBeTruthy();

    await waitFor(() => expect(api.requestsTo('POST /api/submit-gift-card')).toHaveLength(1));
    const body = await uploadedForm();
    expect(body?.get('brand')).toBe('Amazon');
    expect(body?.get('denomination')).toBe('100');
    expect(body?.get('cardNumber')).toBe('6006-1234');
    expect(body?.get('paymentMethodId')).toBe('m1');
    expect(body?.getAll('images')).toHaveLength(1);
    expect(body?.has('quote')).toBe(false);

    upload.release(submitted, { status: 201 });
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
    api.mock(
      api.answer(
        'POST /api/submit-gift-card',
        { message: 'Maximum amount for Amazon is $2000.' },
        { status: 400 },
      ),
    );
    await submitWithOneMethod(user);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Submission Failed',
        description: 'Maximum amount for Amazon is $2000.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(submitButton().textContent).toBe('Submit for Review'));
  });

  it('falls back to the documented text when the upload fails without a server message', async () => {
    const user = userEvent.setup();
    api.mock(api.networkFailure('POST /api/submit-gift-card'));
    await submitWithOneMethod(user);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Submission Failed',
        description: 'Failed to submit gift card. Please try again.',
      }),
    );
  });

  it('refuses a brand we do not buy in the server words, before any upload', async () => {
    const user = userEvent.setup();
    await submitWithOneMethod(user, 'Acme Bucks');
    await expectRefusedBeforeUpload('Submission Failed', 'Acme Bucks is not a brand we buy.');
  });

  it('shows the locked quote counting down and submits with its quoteId', async () => {
    api.mock(api.answer('POST /api/submit-gift-card', submitted, { status: 201 }));
    const user = userEvent.setup();
    setUp([method('m1', 'jane@example.com')]);
    await screen.findByText('PayPal - jane@example.com');
    expect(screen.getByTestId('rate-lock').textContent).toBe('Rate locked for 29:12');
    expect(screen.getAllByText('$92.00').length).toBeGreaterThan(0);
    expect(screen.getByText('92%')).toBeTruthy();
    await fillCard(user);
    await user.click(submitButton());
    await screen.findByText('Confirmation page');
    expect((await uploadedForm())?.get('quoteId')).toBe('q-locked');
  });

  it('takes the fresh quote a refused lock offers and says why', async () => {
    const offer = { ...locked, quoteId: 'q-new', rate: 85, payoutCents: 8_500 };
    api.mock(
      api.answer(
        'POST /api/submit-gift-card',
        {
          message: 'Your rate lock has expired. Here is a new quote at the current rate.',
          quote: offer,
        } as never,
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    await submitWithOneMethod(user);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Submission Failed',
        description: 'Your rate lock has expired. Here is a new quote at the current rate.',
      }),
    );
    expect(offers).toEqual([offer]);
  });
});
