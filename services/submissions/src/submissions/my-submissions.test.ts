import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubmission, SubmitGiftCardResponse } from '@cardbridge/contracts';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import sharp from 'sharp';
import { jpeg } from '../testing/images';
import { submissionForm, submit } from '../testing/submit-request';
import type { TestUser } from '@cardbridge/service-kit/testing';

let app: SubmissionsHarness;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startSubmissions();
  ann = await app.signIn('ann');
  bob = await app.signIn('bob');
});
afterAll(() => app.close());

async function submitAs(user: TestUser, brand: string, denomination: string, cardNumber: string) {
  const form = submissionForm(
    {
      brand,
      denomination,
      cardNumber,
      cardFormat: 'digital',
      paymentMethodId: app.addPayoutMethod(user),
    },
    [{ name: 'card.jpg', bytes: jpeg() }],
  );
  const res = await submit(app.baseUrl, user, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as SubmitGiftCardResponse).submission;
}

/**
 * Node's fetch adds `Cache-Control: no-cache` to a request carrying If-None-Match (a forced
 * reload); a browser revalidating its cached copy sends `max-age=0`, as here.
 */
const mine = (user: TestUser, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}/api/my-submissions`, {
    headers: { cookie: user.cookie, 'cache-control': 'max-age=0', ...headers },
  });

describe('GET /api/my-submissions', () => {
  it('answers 401 to a visitor', async () => {
    expect((await fetch(`${app.baseUrl}/api/my-submissions`)).status).toBe(401);
  });

  it("lists only the seller's own submissions, newest first, card number masked", async () => {
    const first = await submitAs(ann, 'Steam', '50', 'STEAM-AAAA-1111');
    const second = await submitAs(ann, 'Target', '25.50', 'TGT-2222');
    await submitAs(bob, 'Walmart', '100', 'WMT-3333');

    const res = await mine(ann);
    expect(res.status).toBe(200);
    const list = (await res.json()) as MySubmission[];
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({
      brand: 'Target',
      amount: '25.50',
      quote: '23.21',
      status: 'pending',
      statusReason: null,
      rejectionReason: null,
      cardNumber: '•••• 2222',
    });
    expect(JSON.stringify(list)).not.toContain('TGT-2222');

    const bobs = (await (await mine(bob)).json()) as MySubmission[];
    expect(bobs.map((s) => s.brand)).toEqual(['Walmart']);
  });

  it('answers an unchanged list 304 and a changed one 200', async () => {
    const first = await mine(ann);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await mine(ann, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Another seller's tag never matches: tags are per seller.
    expect((await mine(bob, { 'if-none-match': etag ?? '' })).status).toBe(200);

    await submitAs(ann, 'Xbox', '30', 'XBOX-4444');
    const changed = await mine(ann, { 'if-none-match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as MySubmission[])[0]?.brand).toBe('Xbox');
  });

  it("shows a status change's reason to the seller", async () => {
    const submission = await submitAs(ann, 'eBay', '40', 'EBAY-5555');
    const before = await mine(ann);
    await app.db.collection('gift_cards').updateOne(
      { cardNumberLast4: '5555' },
      {
        $set: { status: 'rejected', statusReason: 'Card balance is zero', updatedAt: new Date() },
      },
    );
    const res = await mine(ann, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(res.status).toBe(200);
    const entry = ((await res.json()) as MySubmission[]).find((s) => s.id === submission.id);
    expect(entry).toMatchObject({
      status: 'rejected',
      statusReason: 'Card balance is zero',
      rejectionReason: 'Card balance is zero',
    });
  });
});

describe('seller images and internal counts', () => {
  it('lets a seller read their own image and nobody else', async () => {
    const submission = await submitAs(ann, 'Starbucks', '25', 'SBUX-6666');
    const path = submission.imageUrl[0] ?? '';
    const own = await fetch(`${app.baseUrl}/api${path}`, { headers: { cookie: ann.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toBe('no-store');
    const served = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 8, height: 8 });

    const other = await fetch(`${app.baseUrl}/api${path}`, { headers: { cookie: bob.cookie } });
    expect(other.status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api${path}`)).status).toBe(401);
  });

  it('counts submissions per seller for the internal caller only', async () => {
    const res = await fetch(`${app.baseUrl}/internal/submission-counts`, {
      headers: { 'x-internal-token': 'test-internal-token-0123456789' },
    });
    expect(res.status).toBe(200);
    const { counts } = (await res.json()) as { counts: Record<string, number> };
    expect(counts[bob.id]).toBe(1);
    expect(counts[ann.id]).toBeGreaterThanOrEqual(4);
    expect((await fetch(`${app.baseUrl}/internal/submission-counts`)).status).toBe(401);
  });
});
