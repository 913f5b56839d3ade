import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { recordingNeighbour } from '../testing/recording-neighbour';

type Neighbour = Awaited<ReturnType<typeof recordingNeighbour>>;

let identity: Neighbour;
let app: SubmissionsHarness;
beforeAll(async () => {
  identity = await recordingNeighbour('identity');
  app = await startSubmissions({ neighbourClients: [identity.client] });
});
afterAll(async () => {
  await app.close();
  await identity.close();
});

const patch = async (body: unknown, role: 'finance' | 'owner' = 'finance') => {
  const admin = await app.signInAdmin('fiona', role);
  return fetch(`${app.baseUrl}/api/admin/brands/target`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify(body),
  });
};

describe('the audit trail of rate changes', () => {
  it('records a change as rate.change, once, with who, role and brand', async () => {
    expect((await patch({ rate: 90 })).status).toBe(200);
    await vi.waitFor(() => expect(identity.deliveries).toHaveLength(1));
    const [delivery] = identity.deliveries;
    expect(delivery?.path).toBe('/internal/admin-audit');
    expect(delivery?.body).toMatchObject({
      topic: 'admin.audit',
      payload: {
        action: 'rate.change',
        target: 'brand:target',
        admin: 'fiona',
        role: 'finance',
        address: expect.any(String),
      },
    });
    // Delivered, it leaves the brand.
    await vi.waitFor(async () =>
      expect(
        await app.db.collection('brands').findOne({ _id: 'target' } as never),
      ).not.toHaveProperty('outbox.0'),
    );
  });

  it('records nothing for a refused change', async () => {
    const before = identity.deliveries.length;
    expect((await patch({ rate: 150 })).status).toBe(400);
    expect((await patch({ rate: 40 })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(identity.deliveries).toHaveLength(before);
    const stored = await app.db.collection('brands').findOne({ _id: 'target' } as never);
    expect(stored?.rateHistory).toHaveLength(1);
  });
});
