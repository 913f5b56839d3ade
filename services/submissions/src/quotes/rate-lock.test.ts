import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Quote, QuoteRefusal, SubmitGiftCardResponse } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { digitalCardFields, submissionForm, submit } from '../testing/submit-request';

let app: SubmissionsHarness;
let ann: TestUser;
let bob: TestUser;
let annMethod: string;
let bobMethod: string;
let finance: TestUser;

beforeAll(async () => {
  app = await startSubmissions();
  ann = await app.signIn('ann');
  bob = await app.signIn('bob');
  annMethod = app.addPayoutMethod(ann);
  bobMethod = app.addPayoutMethod(bob);
  finance = await app.signInAdmin('fiona', 'finance');
});
afterAll(() => app.close());

const setAmazonRate = async (rate: number) => {
  const res = await fetch(`${app.baseUrl}/api/admin/brands/amazon`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: finance.cookie },
    body: JSON.stringify({ rate, confirm: true }),
  });
  expect(res.status).toBe(200);
};
beforeEach(() => setAmazonRate(93));

const lockRate = async (amount = '100', brand = 'Amazon') => {
  const res = await fetch(`${app.baseUrl}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ brand, amount }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Quote;
};

const submitWith = (user: TestUser, method: string, extra: Record<string, string>) =>
  submit(
    app.baseUrl,
    user,
    submissionForm({ ...digitalCardFields(method), ...extra }, [
      { name: 'front.jpg', bytes: jpeg() },
    ]),
  );

/** Submits and expects a 409 offering a fresh quote at the current rate, with nothing stored. */
async function expectQuoteRefused(
  user: TestUser,
  method: string,
  extra: Record<string, string>,
  message: string,
) {
  const before = await app.storedCounts();
  const res = await submitWith(user, method, extra);
  expect(res.status).toBe(409);
  const body = (await res.json()) as QuoteRefusal;
  expect(body.message).toBe(message);
  expect(await app.storedCounts()).toEqual(before);
  return body.quote;
}

describe('a submission with a quote', () => {
  it('is paid at the locked rate although finance changed the rate since', async () => {
    const quote = await lockRate();
    await setAmazonRate(85);
    const res = await submitWith(ann, annMethod, { quoteId: quote.quoteId });
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmitGiftCardResponse;
    expect(submission).toMatchObject({ quoteCents: 9_300, quote: '93.00', ratePercent: 93 });
    const stored = await app.db.collection('gift_cards').findOne({ quoteId: quote.quoteId });
    expect(stored).toMatchObject({ ratePercent: 93, quoteCents: 9_300, sellerId: ann.id });
    // The quote is now ann's.
    expect(
      await app.db.collection('quotes').findOne({ _id: quote.quoteId } as never),
    ).toMatchObject({ sellerId: ann.id });
  });

  it('without a quote is paid at the current rate', async () => {
    await setAmazonRate(90.5);
    const res = await submitWith(ann, annMethod, {});
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmitGiftCardResponse;
    expect(submission).toMatchObject({ quoteCents: 9_050, ratePercent: 90.5 });
  });

  it('may be used again by the seller it is bound to', async () => {
    const quote = await lockRate();
    expect((await submitWith(ann, annMethod, { quoteId: quote.quoteId })).status).toBe(201);
    expect((await submitWith(ann, annMethod, { quoteId: quote.quoteId })).status).toBe(201);
  });

  it('refuses a quote bound to another seller with 409, a fresh quote and nothing stored', async () => {
    const quote = await lockRate();
    expect((await submitWith(ann, annMethod, { quoteId: quote.quoteId })).status).toBe(201);
    await setAmazonRate(88);
    const offer = await expectQuoteRefused(
      bob,
      bobMethod,
      { quoteId: quote.quoteId },
      'This quote belongs to another seller. Here is a new quote at the current rate.',
    );
    expect(offer).toMatchObject({
      brand: 'Amazon',
      rate: 88,
      amountCents: 10_000,
      payoutCents: 8_800,
    });
    expect(offer.quoteId).not.toBe(quote.quoteId);
    // The offered quote is real: bob can submit with it.
    expect((await submitWith(bob, bobMethod, { quoteId: offer.quoteId })).status).toBe(201);
  });

  it('refuses an expired quote with 409, a fresh quote at the current rate and nothing stored', async () => {
    const quote = await lockRate();
    await setAmazonRate(87);
    await app.db.collection('quotes').updateOne({ _id: quote.quoteId } as never, {
      $set: { expiresAt: new Date(Date.now() - 1) },
    });
    const offer = await expectQuoteRefused(
      ann,
      annMethod,
      { quoteId: quote.quoteId },
      'Your rate lock has expired. Here is a new quote at the current rate.',
    );
    expect(offer).toMatchObject({ rate: 87, payoutCents: 8_700 });
    expect(Date.parse(offer.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('refuses an unknown quote, and one for another amount or brand, with 409 and nothing stored', async () => {
    await expectQuoteRefused(
      ann,
      annMethod,
      { quoteId: 'no-such-quote' },
      'This quote is not valid. Here is a new quote at the current rate.',
    );
    const small = await lockRate('50');
    const offer = await expectQuoteRefused(
      ann,
      annMethod,
      { quoteId: small.quoteId },
      'This quote was for $50 of Amazon, not $100 of Amazon. Here is a new quote at the current rate.',
    );
    expect(offer).toMatchObject({ brand: 'Amazon', amountCents: 10_000 });
    const steam = await lockRate('100', 'Steam');
    await expectQuoteRefused(
      ann,
      annMethod,
      { quoteId: steam.quoteId },
      'This quote was for $100 of Steam, not $100 of Amazon. Here is a new quote at the current rate.',
    );
    // Neither refused quote was bound to ann.
    const quotes = app.db.collection('quotes');
    expect(await quotes.findOne({ _id: small.quoteId } as never)).toMatchObject({ sellerId: null });
    expect(await quotes.findOne({ _id: steam.quoteId } as never)).toMatchObject({ sellerId: null });
  });

  it('goes to exactly one of two sellers racing to use it', async () => {
    const quote = await lockRate();
    const [a, b] = await Promise.all([
      submitWith(ann, annMethod, { quoteId: quote.quoteId }),
      submitWith(bob, bobMethod, { quoteId: quote.quoteId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await app.db.collection('gift_cards').countDocuments({ quoteId: quote.quoteId })).toBe(
      1,
    );
  });
});
