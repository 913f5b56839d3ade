import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { digitalCardForm, submit } from '../testing/submit-request';

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
    expect((await submit(app.baseUrl, cy, digitalCardForm(method, 700_000))).status).toBe(201);
    const before = await app.storedCounts();

    const over = await submit(app.baseUrl, cy, digitalCardForm(method, 500_000));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      message: 'You can upload 1 MB of photos per day. Please try again tomorrow.',
    });
    expect(await app.storedCounts()).toEqual(before);
  });
});
