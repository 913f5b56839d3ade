import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import { neighbours } from '../clients/neighbours';
import { internalToken, startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg, png, text } from '../testing/images';
import { submissionForm, submit } from '../testing/submit-request';
import type { ImagePart } from '../testing/submit-request';
import type { TestUser } from '@cardbridge/service-kit/testing';

/** A fresh service's stored counts after a refused upload: nothing at all. */
const nothingStored = {
  submissions: 0,
  files: 0,
  chunks: 0,
  uploadMarkers: 0,
  quotaSlots: 0,
  quotaDays: 0,
};

let app: SubmissionsHarness;
let ann: TestUser;
let bob: TestUser;
let annMethod: string;
let bobMethod: string;

beforeAll(async () => {
  app = await startSubmissions();
  ann = await app.signIn('ann');
  bob = await app.signIn('bob');
  annMethod = app.addPayoutMethod(ann);
  bobMethod = app.addPayoutMethod(bob, 'venmo');
});
afterAll(() => app.close());

const photo: ImagePart = { name: 'front.jpg', bytes: jpeg() };

const fields = (overrides: Record<string, string | undefined> = {}) => {
  const base: Record<string, string | undefined> = {
    brand: 'Amazon',
    denomination: '100',
    cardNumber: '6006-4912-3456-7890',
    securityCode: '321',
    expirationDate: '2030-12',
    cardFormat: 'physical',
    cardCondition: 'brand_new',
    notes: 'Gift from a friend',
    paymentMethodId: annMethod,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
};

/** Submits as ann and expects a refusal with this status and message, leaving nothing stored. */
async function expectRefused(
  form: FormData,
  status: number,
  message: string,
  user: TestUser = ann,
): Promise<void> {
  const before = await app.storedCounts();
  const res = await submit(app.baseUrl, user, form);
  expect(res.status).toBe(status);
  expect(((await res.json()) as { message: string }).message).toBe(message);
  expect(await app.storedCounts()).toEqual(before);
}

describe('POST /api/submit-gift-card', () => {
  it('answers 401 to a visitor without storing anything', async () => {
    const before = await app.storedCounts();
    const res = await submit(app.baseUrl, undefined, submissionForm(fields(), [photo]));
    expect(res.status).toBe(401);
    expect(await app.storedCounts()).toEqual(before);
  });

  it('stores a pending submission with the quote the server computed', async () => {
    const form = submissionForm(
      // A client-sent quote, rate or price is ignored.
      fields({ quote: '1000.00', sellingPrice: '1000.00', discountPercentage: '0' }),
      [photo, { name: 'back.png', bytes: png, type: 'image/png' }],
    );
    const res = await submit(app.baseUrl, ann, form);
    expect(res.status).toBe(201);
    const body = (await res.json()) as SubmitGiftCardResponse;
    expect(body.submission).toMatchObject({
      brand: 'Amazon',
      amount: '100.00',
      quote: '93.00',
      quoteCents: 9300,
      status: 'pending',
      cardNumber: '•••• 7890',
      paymentMethodId: annMethod,
    });
    expect(body.submission.imageUrl).toHaveLength(2);
    expect(body.submission.imageUrl[0]).toMatch(/^\/uploads\/[0-9a-f]{24}\.jpg$/);
    expect(body.submission.imageUrl[1]).toMatch(/\.png$/);

    const stored = await app.db.collection('gift_cards').findOne({ sellerId: ann.id });
    expect(stored).toMatchObject({
      seller: { username: 'ann', email: `${ann.id}@example.com` },
      quoteCents: 9300,
      paymentMethod: { id: annMethod, type: 'paypal' },
    });
  });

  it('keeps no plaintext card number, PIN or security code in the stored document or the log', async () => {
    const res = await submit(
      app.baseUrl,
      ann,
      submissionForm(fields({ cardNumber: 'SECRETCARD998877', pin: '4455', securityCode: '909' }), [
        photo,
      ]),
    );
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmitGiftCardResponse;
    const raw = await app.db
      .collection('gift_cards')
      .findOne({ cardNumberLast4: '8877', sellerId: ann.id });
    const serialized = JSON.stringify(raw);
    expect(raw?._id.toString()).toBe(submission.id);
    expect(serialized).not.toContain('SECRETCARD998877');
    expect(serialized).not.toContain('4455');
    expect(serialized).not.toContain('"909"');
    expect(raw?.cardNumberSealed).toMatch(/^v1\./);
    expect(app.logs.text()).not.toContain('SECRETCARD998877');
  });

  it.each([
    [{ brand: undefined }, 'Brand is required'],
    [{ brand: 'Acme Bucks' }, 'Acme Bucks is not a brand we buy.'],
    [{ denomination: 'ten' }, 'Please enter a valid amount.'],
    [{ denomination: '0' }, 'Please enter a valid amount.'],
    [{ denomination: '24.99' }, 'Minimum amount for Amazon is $25.'],
    [{ denomination: '2000.01' }, 'Maximum amount for Amazon is $2000.'],
    [
      { brand: 'Delta Airlines', denomination: '5001' },
      'Maximum amount for Delta Airlines is $5000.',
    ],
    [{ cardNumber: '   ' }, 'Gift card code is required'],
    [
      { expirationDate: '2020-05' },
      'This card has expired: enter a month and year it has not passed',
    ],
    [{ expirationDate: 'soon' }, 'Enter the expiration as a month and year'],
    [
      { paymentMethodId: undefined },
      'You need to add a payment method before submitting your gift card.',
    ],
  ])('refuses %o with its message and stores nothing', async (override, message) => {
    await expectRefused(submissionForm(fields(override), [photo]), 400, message);
  });

  it('refuses a submission without images', async () => {
    await expectRefused(
      submissionForm(fields(), []),
      400,
      'Please upload at least one clear photo of your gift card.',
    );
  });

  it('refuses a text file renamed .jpg, by its bytes', async () => {
    await expectRefused(
      submissionForm(fields(), [photo, { name: 'card.jpg', bytes: text, type: 'image/jpeg' }]),
      400,
      'card.jpg is not a JPEG, PNG, WebP or HEIC image.',
    );
  });

  it('refuses 11 images', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg() }));
    await expectRefused(
      submissionForm(fields(), eleven),
      400,
      'You can upload at most 10 images per submission.',
    );
  });

  it('refuses an image over 10 MB', async () => {
    await expectRefused(
      submissionForm(fields(), [photo, { name: 'huge.jpg', bytes: jpeg(10 * 1024 * 1024 + 1) }]),
      413,
      'huge.jpg is larger than 10 MB.',
    );
  });

  it("refuses another user's payout method", async () => {
    await expectRefused(
      submissionForm(fields({ paymentMethodId: bobMethod }), [photo]),
      400,
      'Choose one of your own payment methods.',
    );
  });

  it('refuses a body that is not multipart', async () => {
    const res = await fetch(`${app.baseUrl}/api/submit-gift-card`, {
      method: 'POST',
      headers: { cookie: ann.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(fields()),
    });
    expect(res.status).toBe(415);
  });
});

describe('POST /api/submit-gift-card while identity is unreachable', () => {
  let down: SubmissionsHarness;
  beforeAll(async () => {
    // The real client, pointed at a port nothing listens on: the seller's email cannot be read.
    down = await startSubmissions({
      profiles: neighbours({
        identityUrl: 'http://127.0.0.1:9',
        paymentsUrl: 'http://127.0.0.1:9',
        internalToken,
      }).profiles,
    });
  });
  afterAll(() => down.close());

  it('answers 503 with a message to retry and stores no submission and no image', async () => {
    const seller = await down.signIn('carol');
    const method = down.addPayoutMethod(seller);
    const res = await submit(
      down.baseUrl,
      seller,
      submissionForm(fields({ paymentMethodId: method }), [photo, photo]),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'Your account could not be checked right now. Please try again.',
    });
    expect(await down.storedCounts()).toEqual(nothingStored);
  });
});

describe('POST /api/submit-gift-card while payments is unreachable', () => {
  let down: SubmissionsHarness;
  beforeAll(async () => {
    down = await startSubmissions({
      payoutMethods: neighbours({
        identityUrl: 'http://127.0.0.1:9',
        paymentsUrl: 'http://127.0.0.1:9',
        internalToken,
      }).payoutMethods,
    });
  });
  afterAll(() => down.close());

  it('answers 503 with a message to retry and stores no submission and no image', async () => {
    const seller = await down.signIn('dave');
    const res = await submit(
      down.baseUrl,
      seller,
      submissionForm(fields({ paymentMethodId: 'a'.repeat(24) }), [photo]),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'Payment methods are unavailable right now. Please try again.',
    });
    expect(await down.storedCounts()).toEqual(nothingStored);
  });
});
