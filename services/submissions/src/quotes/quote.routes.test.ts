import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '@cardbridge/contracts';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';

let app: SubmissionsHarness;
beforeAll(async () => {
  // A 6-second lock: fractions of a minute are accepted, so browser tests can watch one run out.
  app = await startSubmissions({ env: { QUOTE_LOCK_MINUTES: '0.1' } });
});
afterAll(() => app.close());

const postQuote = (body: unknown) =>
  fetch(`${app.baseUrl}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/quotes', () => {
  it('quotes an amount at the brand rate, held for the lock, and stores the quote', async () => {
    const before = Date.now();
    const res = await postQuote({ brand: 'Amazon', amount: '100' });
    expect(res.status).toBe(201);
    const quote = (await res.json()) as Quote;
    expect(quote).toEqual({
      quoteId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      brand: 'Amazon',
      rate: 93,
      amountCents: 10_000,
      payoutCents: 9_300,
      expiresAt: expect.any(String),
    });
    expect(Date.parse(quote.expiresAt)).toBeGreaterThan(before);
    const stored = await app.db.collection('quotes').findOne({ _id: quote.quoteId } as never);
    expect(stored).toMatchObject({ brand: 'Amazon', rate: 93, payoutCents: 9_300, sellerId: null });
    expect(stored?.expiresAt.getTime() - stored?.createdAt.getTime()).toBe(6_000);
    expect(stored?.expiresAt.toISOString()).toBe(quote.expiresAt);
  });

  it('takes the brand by slug, the amount as a number or with cents, and quotes half-up', async () => {
    const res = await postQuote({ brand: 'apple-store', amount: 50.55 });
    expect(res.status).toBe(201);
    // $50.55 x 92 % = 4650.6 cents -> 4651.
    expect(await res.json()).toMatchObject({
      brand: 'Apple Store',
      amountCents: 5_055,
      payoutCents: 4_651,
    });
  });

  it('quotes at the rate finance set, not the catalogue one', async () => {
    await app.db
      .collection('brands')
      .updateOne({ _id: 'steam' } as never, { $set: { rate: 80.5 } });
    const res = await postQuote({ brand: 'Steam', amount: '200' });
    expect(await res.json()).toMatchObject({ rate: 80.5, payoutCents: 16_100 });
  });

  it.each([
    [{ brand: 'Amazon', amount: '10' }, 'Minimum amount for Amazon is $25.'],
    [{ brand: 'Amazon', amount: '2000.01' }, 'Maximum amount for Amazon is $2000.'],
    [{ brand: 'Delta Airlines', amount: '99' }, 'Minimum amount for Delta Airlines is $100.'],
    [{ brand: 'Amazon', amount: 'abc' }, 'Please enter a valid amount.'],
    [{ brand: 'Amazon', amount: '-50' }, 'Please enter a valid amount.'],
    [{ brand: 'Amazon' }, 'Please enter a valid amount.'],
    [{ brand: 'Nope Cards', amount: '100' }, 'Nope Cards is not a brand we buy.'],
    [{ amount: '100' }, 'Brand is required'],
  ])('refuses %j with 400 and stores no quote', async (body, message) => {
    const before = await app.db.collection('quotes').countDocuments({});
    const res = await postQuote(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await app.db.collection('quotes').countDocuments({})).toBe(before);
  });

  it('keeps quotes under a TTL index, so the database removes old ones', async () => {
    const indexes = await app.db.collection('quotes').indexes();
    expect(indexes.find((index) => index.key.expiresAt === 1)).toMatchObject({
      expireAfterSeconds: 86_400,
    });
  });
});
