import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrand } from '@cardbridge/catalogue';
import type { AdminSubmissionFacets } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { reviewConsole } from '../testing/review-console';

let app: SubmissionsHarness;
let rc: ReturnType<typeof reviewConsole>;
let admin: TestUser;
let seller: TestUser;
let method: string;

/** Sets a brand's review target as operations would (brand data, docs/product.md#rates-as-data). */
async function setTarget(name: string, minutes: number) {
  const brands = app.db.collection<{ _id: string }>('brands');
  await expect.poll(() => brands.countDocuments(), { timeout: 5_000 }).toBeGreaterThan(0);
  await brands.updateOne(
    { _id: findBrand(name)!.slug },
    { $set: { targetReviewMinutes: minutes } },
  );
}

beforeAll(async () => {
  app = await startSubmissions();
  rc = reviewConsole(app);
  admin = await app.signInAdmin('queue-owner', 'owner');
  seller = await app.signIn('kim');
  method = app.addPayoutMethod(seller);
});
afterAll(() => app.close());

describe('the review queue for a team (docs/product.md#review-console)', () => {
  it("gives each submission its brand's review target and orders the queue by time left to it", async () => {
    await setTarget('Amazon', 60);
    await setTarget('Walmart', 600);
    await app.db.collection('gift_cards').deleteMany({});
    const amazon = await rc.submitCard(seller, method, { brand: 'Amazon' });
    const walmart = await rc.submitCard(seller, method, { brand: 'Walmart', denomination: '50' });

    const newest = await rc.list(admin);
    expect(newest.items.map((item) => item.id)).toEqual([walmart, amazon]);
    const [w, a] = newest.items;
    expect(Date.parse(a!.targetAt) - Date.parse(a!.createdAt)).toBe(60 * 60_000);
    expect(Date.parse(w!.targetAt) - Date.parse(w!.createdAt)).toBe(600 * 60_000);

    const byTarget = await rc.list(admin, '?sort=target&status=pending');
    expect(byTarget.items.map((item) => item.id)).toEqual([amazon, walmart]);

    // One at a time: the cursor continues in target order.
    const first = await rc.list(admin, '?sort=target&limit=1');
    expect(first.items.map((item) => item.id)).toEqual([amazon]);
    const rest = await rc.list(admin, `?sort=target&limit=1&cursor=${first.nextCursor}`);
    expect(rest.items.map((item) => item.id)).toEqual([walmart]);
    expect(rest.nextCursor).toBeNull();
    expect((await rc.as(admin, '/api/admin/submissions?sort=oldest')).status).toBe(400);
  });

  it('shows a late submission with its target in the past, first in target order', async () => {
    const late = await rc.submitCard(seller, method);
    const past = new Date(Date.now() - 5 * 60_000);
    await app.db
      .collection('gift_cards')
      .updateOne({ _id: new Types.ObjectId(late) }, { $set: { targetAt: past } });
    const [first] = (await rc.list(admin, '?sort=target')).items;
    expect(first).toMatchObject({ id: late, targetAt: past.toISOString() });
    expect(Date.parse(first!.targetAt)).toBeLessThan(Date.now());
  });

  it('gives a submission saved before targets existed the default target, filled in at start', async () => {
    const old = await rc.submitCard(seller, method);
    const _id = new Types.ObjectId(old);
    await app.db.collection('gift_cards').updateOne({ _id }, { $unset: { targetAt: '' } });
    const [item] = (await rc.list(admin, `?q=${old}`)).items;
    expect(Date.parse(item!.targetAt) - Date.parse(item!.createdAt)).toBe(60 * 60_000);

    const backfill = app.workers.find((worker) => worker.name === 'review-target-backfill')!;
    backfill.start();
    await backfill.stop();
    const stored = await app.db.collection('gift_cards').findOne({ _id });
    expect(stored?.targetAt).toEqual(new Date(Date.parse(item!.createdAt) + 60 * 60_000));
  });

  it('answers the brands and status counts of the whole queue, not just one page', async () => {
    await rc.submitCard(seller, method, { brand: 'Target', denomination: '50' });
    const res = await rc.as(admin, '/api/admin/submissions/facets');
    expect(res.status).toBe(200);
    const facets = (await res.json()) as AdminSubmissionFacets;
    expect(facets.brands).toEqual(['Amazon', 'Target', 'Walmart']);
    const { total } = await rc.list(admin, '?limit=1');
    expect(facets.statuses).toMatchObject({ pending: total, completed: 0, rejected: 0 });
  });
});
