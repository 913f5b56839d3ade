import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';

let app: SubmissionsHarness;
beforeAll(async () => {
  app = await startSubmissions();
});
afterAll(() => app.close());

describe('GET /api/brands', () => {
  it('answers the 64-brand catalogue to anyone, in the documented shape', async () => {
    const res = await fetch(`${app.baseUrl}/api/brands`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list).toHaveLength(64);
    expect(list.find((b) => b.name === 'Amazon')).toMatchObject({
      rate: '93',
      minAmount: '25',
      maxAmount: '2000',
      popular: true,
    });
    expect(list.find((b) => b.name === 'Delta Airlines')).toMatchObject({ maxAmount: '5000' });
  });
});
