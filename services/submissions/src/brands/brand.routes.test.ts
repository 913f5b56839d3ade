import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { brandModel } from './brand.model';
import { seedBrands } from './seed-brands';

let app: SubmissionsHarness;
beforeAll(async () => {
  app = await startSubmissions();
});
afterAll(() => app.close());

const getBrands = (etag?: string) =>
  fetch(`${app.baseUrl}/api/brands`, {
    // Node's fetch marks a conditional request no-cache; a browser revalidating sends max-age=0.
    headers: etag ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {},
  });

describe('GET /api/brands', () => {
  it('answers the 64 brands to anyone, each with its rate and review target', async () => {
    const res = await getBrands();
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list).toHaveLength(64);
    expect(list.find((b) => b.name === 'Amazon')).toEqual({
      slug: 'amazon',
      name: 'Amazon',
      emoji: '📦',
      category: 'Retail & Shopping',
      rate: '93',
      minAmount: '25',
      maxAmount: '2000',
      popular: true,
      targetReviewMinutes: 60,
    });
    expect(list.find((b) => b.name === 'Delta Airlines')).toMatchObject({ maxAmount: '5000' });
  });

  it('seeds the brands collection from the catalogue on start', async () => {
    const stored = app.db.collection('brands');
    await vi.waitFor(async () => expect(await stored.countDocuments({})).toBe(64));
    expect(await stored.findOne({ _id: 'apple-store' } as never)).toMatchObject({
      name: 'Apple Store',
      rate: 92,
      targetReviewMinutes: 60,
    });
  });

  it('seeds idempotently: replicas starting together keep one brand each and a changed rate', async () => {
    const stored = app.db.collection('brands');
    await vi.waitFor(async () => expect(await stored.countDocuments({})).toBe(64));
    await stored.updateOne({ _id: 'walmart' } as never, { $set: { rate: 77 } });
    await stored.deleteOne({ _id: 'etsy' } as never);
    const brands = brandModel(app.db);
    await Promise.all([seedBrands({ brands }), seedBrands({ brands }), seedBrands({ brands })]);
    expect(await stored.countDocuments({})).toBe(64);
    expect(await stored.findOne({ _id: 'walmart' } as never)).toMatchObject({ rate: 77 });
    expect(await stored.findOne({ _id: 'etsy' } as never)).toMatchObject({ rate: 86 });
  });

  it('answers 304 while the client copy is current, and the new list once a rate changed', async () => {
    const first = await getBrands();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"brands-/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const again = await getBrands(etag ?? '');
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await app.db
      .collection('brands')
      .updateOne({ _id: 'steam' } as never, { $set: { rate: 80, targetReviewMinutes: 45 } });
    const changed = await getBrands(etag ?? '');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const steam = ((await changed.json()) as Record<string, unknown>[]).find(
      (b) => b.name === 'Steam',
    );
    expect(steam).toMatchObject({ rate: '80', targetReviewMinutes: 45 });
  });
});
