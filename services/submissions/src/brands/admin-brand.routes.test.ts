import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';

let app: SubmissionsHarness;
let finance: TestUser;
let owner: TestUser;
beforeAll(async () => {
  app = await startSubmissions();
  finance = await app.signInAdmin('fiona', 'finance');
  owner = await app.signInAdmin('olga', 'owner');
});
afterAll(() => app.close());

const brands = () => app.db.collection<{ _id: string; rate: number }>('brands');
beforeEach(async () => {
  // Each test starts from Amazon at 93 % with no history.
  await brands().updateOne(
    { _id: 'amazon' },
    { $set: { rate: 93, rateHistory: [], name: 'Amazon', targetReviewMinutes: 60, version: 0 } },
    { upsert: true },
  );
});

const patch = (slug: string, body: unknown, who: TestUser | null = finance) =>
  fetch(`${app.baseUrl}/api/admin/brands/${slug}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...(who && { cookie: who.cookie }) },
    body: JSON.stringify(body),
  });

const history = (slug: string, query = '', who: TestUser = finance) =>
  fetch(`${app.baseUrl}/api/admin/brands/${slug}/history${query}`, {
    headers: { cookie: who.cookie },
  });

const amazonRate = async () => (await brands().findOne({ _id: 'amazon' }))?.rate;

describe('PATCH /api/admin/brands/{slug}', () => {
  it('lets finance set a rate, which the public list and the history show at once', async () => {
    const res = await patch('amazon', { rate: 90.5 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: 'amazon', name: 'Amazon', rate: '90.5' });

    const list = (await (await fetch(`${app.baseUrl}/api/brands`)).json()) as PublicRow[];
    expect(list.find((b) => b.slug === 'amazon')?.rate).toBe('90.5');

    const page = await history('amazon');
    expect(page.status).toBe(200);
    const body = (await page.json()) as { items: unknown[]; nextCursor: string | null };
    expect(body.nextCursor).toBeNull();
    expect(body.items).toEqual([{ at: expect.any(String), admin: 'fiona', from: 93, to: 90.5 }]);
  });

  it('lets an owner set a rate too', async () => {
    expect((await patch('amazon', { rate: 92 }, owner)).status).toBe(200);
    expect(await amazonRate()).toBe(92);
  });

  it.each([
    [{ rate: 0 }, 'Rate must be above 0 and at most 100'],
    [{ rate: -5 }, 'Rate must be above 0 and at most 100'],
    [{ rate: 100.01 }, 'Rate must be above 0 and at most 100'],
    [{ rate: 92.555 }, 'Rate may have at most two decimals'],
    [{ rate: '92' }, 'Rate must be a number'],
    [{}, 'Rate must be a number'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const res = await patch('amazon', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await amazonRate()).toBe(93);
    expect(((await (await history('amazon')).json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('accepts 100 exactly, and a change of exactly the limit without confirmation', async () => {
    expect((await patch('amazon', { rate: 83 })).status).toBe(200);
    expect((await patch('amazon', { rate: 93 })).status).toBe(200);
    expect((await patch('amazon', { rate: 100, confirm: true })).status).toBe(200);
  });

  it('asks for confirmation of a change over 10 points (409, nothing changed), then applies it confirmed', async () => {
    const refused = await patch('amazon', { rate: 80 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        'Changing the Amazon rate from 93% to 80% moves it by 13 points. Confirm to apply it.',
      confirmationRequired: true,
      from: 93,
      to: 80,
    });
    expect(await amazonRate()).toBe(93);
    expect((await patch('amazon', { rate: 80, confirm: false })).status).toBe(409);

    const confirmed = await patch('amazon', { rate: 80, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(await amazonRate()).toBe(80);
  });

  it('refuses admins whose role lacks rates and sellers (403) and visitors (401), changing nothing', async () => {
    for (const role of ['reviewer', 'support'] as const) {
      const res = await patch('amazon', { rate: 90 }, await app.signInAdmin(`a-${role}`, role));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Your role does not allow this' });
    }
    expect((await patch('amazon', { rate: 90 }, null)).status).toBe(401);
    const seller = await app.signIn();
    expect((await patch('amazon', { rate: 90 }, seller)).status).toBe(403);
    expect(await amazonRate()).toBe(93);
  });

  it('answers 404 for a brand we do not buy', async () => {
    const res = await patch('not-a-brand', { rate: 90 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Brand not found' });
    expect((await history('not-a-brand')).status).toBe(404);
  });

  it('records every one of several concurrent changes, each with the rate it replaced', async () => {
    const results = await Promise.all([91, 92, 94, 95].map((rate) => patch('amazon', { rate })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { items } = (await (await history('amazon')).json()) as { items: Change[] };
    expect(items).toHaveLength(4);
    // Oldest first, each change starts where the one before ended.
    const chain = [...items].reverse();
    expect(chain[0]?.from).toBe(93);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]?.from).toBe(chain[i - 1]?.to);
    expect(await amazonRate()).toBe(chain.at(-1)?.to);
  });
});

describe('GET /api/admin/brands/{slug}/history', () => {
  it('pages the changes newest first with a cursor', async () => {
    for (const rate of [92, 91, 90]) await patch('amazon', { rate });
    const first = (await (await history('amazon', '?limit=2')).json()) as HistoryPage;
    expect(first.items.map((c) => c.to)).toEqual([90, 91]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await (
      await history('amazon', `?limit=2&cursor=${first.nextCursor}`)
    ).json()) as HistoryPage;
    expect(second.items).toMatchObject([{ from: 93, to: 92, admin: 'fiona' }]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad cursor or limit with 400, and other roles with 403', async () => {
    expect((await history('amazon', '?cursor=abc')).status).toBe(400);
    expect((await history('amazon', '?limit=0')).status).toBe(400);
    const reviewer = await app.signInAdmin('rita', 'reviewer');
    expect((await history('amazon', '', reviewer)).status).toBe(403);
  });
});

type PublicRow = { slug: string; rate: string };
type Change = { at: string; admin: string; from: number; to: number };
type HistoryPage = { items: Change[]; nextCursor: string | null };
