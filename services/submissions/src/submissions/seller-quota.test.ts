import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { noisyJpeg } from '../testing/images';
import { digitalCardForm, submit } from '../testing/submit-request';

const megabyte = 1024 * 1024;

/** What a seller has in the store: saved submissions and the GridFS bytes of their photos. */
async function storedFor(app: SubmissionsHarness, seller: TestUser) {
  const files = await app.db
    .collection('images.files')
    .find({ 'metadata.sellerId': seller.id })
    .toArray();
  return {
    submissions: await app.db.collection('gift_cards').countDocuments({ sellerId: seller.id }),
    files: files.length,
    bytes: files.reduce((sum, file) => sum + (file.length as number), 0),
  };
}

/** `count` submissions of one seller sent at once, each with one photo of `image` bytes. */
async function burst(
  app: SubmissionsHarness,
  seller: TestUser,
  count: number,
  image: number | Buffer,
) {
  const method = app.addPayoutMethod(seller);
  const send = async () => {
    // The embedded database shares this process: under this load mongoose can miss a heartbeat
    // and the service refuses at its door with 503 Retry-After (before anything is reserved or
    // stored), as a client would, such a request is sent again.
    for (let attempt = 0; ; attempt += 1) {
      const answer = await submit(app.baseUrl, seller, digitalCardForm(method, image));
      if (answer.status !== 503 || attempt === 20) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const answers = await Promise.all(Array.from({ length: count }, send));
  return answers.map((answer) => answer.status);
}

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("a seller's quota (docs/product.md#limits)", () => {
  let app: SubmissionsHarness;
  beforeAll(async () => {
    app = await startSubmissions({ env: { MAX_OPEN_SUBMISSIONS: '2', DAILY_UPLOAD_MB: '1' } });
  });
  afterAll(() => app.close());

  it('refuses a submission past the open ones allowed with 429, storing nothing', async () => {
    const ann = await app.signIn('quota-ann');
    const method = app.addPayoutMethod(ann);
    expect((await submit(app.baseUrl, ann, digitalCardForm(method))).status).toBe(201);
    expect((await submit(app.baseUrl, ann, digitalCardForm(method))).status).toBe(201);
    const before = await app.storedCounts();

    const third = await submit(app.baseUrl, ann, digitalCardForm(method));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await third.json()).toEqual({
      message:
        'You have 2 submissions waiting for review. You can submit more once some of them have been reviewed.',
    });
    expect(await app.storedCounts()).toEqual(before);

    // Another seller has their own allowance.
    const bob = await app.signIn('quota-bob');
    expect((await submit(app.baseUrl, bob, digitalCardForm(app.addPayoutMethod(bob)))).status).toBe(
      201,
    );
  });

  it("refuses photos beyond the day's allowance with 413, storing nothing", async () => {
    const cy = await app.signIn('quota-cy');
    const method = app.addPayoutMethod(cy);
    // Photos count as stored (cleaned); noise stays about its size when it is re-encoded.
    const first = await noisyJpeg(700_000);
    expect((await submit(app.baseUrl, cy, digitalCardForm(method, first))).status).toBe(201);
    const before = await app.storedCounts();

    const over = await submit(app.baseUrl, cy, digitalCardForm(method, await noisyJpeg(600_000)));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      message: 'You can upload 1 MB of photos per day. Please try again tomorrow.',
    });
    expect(await app.storedCounts()).toEqual(before);
    // The day's counter holds the stored photo's bytes only; no ticket is left.
    const [day] = await app.db
      .collection<{ _id: string; bytes: number }>('seller_upload_days')
      .find({ _id: { $regex: `^${cy.id}:` } })
      .toArray();
    expect(day?.bytes).toBe((await storedFor(app, cy)).bytes);
    expect(
      await app.db
        .collection<{ _id: string }>('seller_submission_slots')
        .countDocuments({ _id: cy.id }),
    ).toBe(0);
  });

  it('gives the slot back when a submission is refused after taking it', async () => {
    const dot = await app.signIn('quota-dot');
    const foreign = app.addPayoutMethod(await app.signIn('quota-other'));
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(app.baseUrl, dot, digitalCardForm(foreign))).status).toBe(400);
    }
    // Nothing of the refused reservations is left in the database.
    expect(
      await app.db
        .collection<{ _id: string }>('seller_submission_slots')
        .countDocuments({ _id: dot.id }),
    ).toBe(0);
    expect(await burst(app, dot, 2, 20_000)).toEqual([201, 201]);
  });

  it('frees a slot when a submission is reviewed, and takes it again when it is reopened', async () => {
    const eve = await app.signIn('quota-eve');
    const admin = await app.signInAdmin();
    const method = app.addPayoutMethod(eve);
    const first = await submit(app.baseUrl, eve, digitalCardForm(method, 10_000));
    expect((await submit(app.baseUrl, eve, digitalCardForm(method, 10_000))).status).toBe(201);
    const { submission } = (await first.json()) as SubmitGiftCardResponse;
    const setStatus = (status: string) =>
      fetch(`${app.baseUrl}/api/admin/submissions/${submission.id}/status`, {
        method: 'PATCH',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });

    expect((await setStatus('completed')).status).toBe(200);
    expect((await submit(app.baseUrl, eve, digitalCardForm(method, 10_000))).status).toBe(201);
    expect((await submit(app.baseUrl, eve, digitalCardForm(method, 10_000))).status).toBe(429);
    // Reverted to processing, it waits for review again and counts again: 3 open now.
    expect((await setStatus('processing')).status).toBe(200);
    const refused = await submit(app.baseUrl, eve, digitalCardForm(method, 10_000));
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^You have 3 /) });
  });

  it('holds under 40 parallel submissions: two saved, the rest refused, nothing else stored', async () => {
    const fay = await app.signIn('quota-fay');
    const statuses = await burst(app, fay, 40, 20_000);
    expect(countOf(statuses, 201)).toBe(2);
    expect(countOf(statuses, 429)).toBe(38);
    expect(await storedFor(app, fay)).toMatchObject({ submissions: 2, files: 2 });
  });

  it("holds under 40 parallel submissions whose photos outgrow the day's megabyte", async () => {
    const gus = await app.signIn('quota-gus');
    // Two of these would be 1.2 MB: only one fits the day.
    const statuses = await burst(app, gus, 40, await noisyJpeg(650_000));
    expect(countOf(statuses, 201)).toBe(1);
    expect(countOf(statuses, 201) + countOf(statuses, 413) + countOf(statuses, 429)).toBe(40);
    const stored = await storedFor(app, gus);
    expect(stored).toMatchObject({ submissions: 1, files: 1 });
    expect(stored.bytes).toBeLessThanOrEqual(megabyte);
  });
});

describe('the daily photo allowance with room in the queue', () => {
  let app: SubmissionsHarness;
  beforeAll(async () => {
    app = await startSubmissions({ env: { MAX_OPEN_SUBMISSIONS: '100', DAILY_UPLOAD_MB: '1' } });
  });
  afterAll(() => app.close());

  it('lets 40 parallel submissions store no more than the day allows', async () => {
    const hal = await app.signIn('quota-hal');
    // About 290 kB each once cleaned: three fit in 1 MB, a fourth does not.
    const statuses = await burst(app, hal, 40, await noisyJpeg(310_000));
    expect(countOf(statuses, 201)).toBe(3);
    expect(countOf(statuses, 413)).toBe(37);
    const stored = await storedFor(app, hal);
    expect(stored).toMatchObject({ submissions: 3, files: 3 });
    expect(stored.bytes).toBeLessThanOrEqual(megabyte);
    expect(await app.db.collection('images.chunks').countDocuments({})).toBeGreaterThan(0);
  });
});
