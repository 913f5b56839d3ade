import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { reviewConsole } from '../testing/review-console';

let app: SubmissionsHarness;
let rc: ReturnType<typeof reviewConsole>;
let id: string;
let photo: string;
const admins = {} as Record<AdminRole, TestUser>;

beforeAll(async () => {
  app = await startSubmissions();
  rc = reviewConsole(app);
  for (const role of ['owner', 'reviewer', 'finance', 'support'] as const) {
    admins[role] = await app.signInAdmin(`${role}-admin`, role);
  }
  const seller = await app.signIn('dana');
  id = await rc.submitCard(seller, app.addPayoutMethod(seller), {
    cardNumber: '6006-4912-3456-7890',
  });
  const [item] = (await rc.list(admins.owner, `?q=${id}`)).items;
  photo = item!.images[0]!.replace('/uploads/', '');
});
afterAll(() => app.close());

describe('the submissions admin routes by role (docs/product.md#admin-roles)', () => {
  it.each(['owner', 'reviewer'] as const)(
    'shows a %s the card number, PIN, security code and photos in full',
    async (role) => {
      const [item] = (await rc.list(admins[role], `?q=${id}`)).items;
      expect(item).toMatchObject({
        cardNumber: '6006-4912-3456-7890',
        pin: '4321',
        securityCode: '321',
        images: [`/uploads/${photo}`],
      });
      const view = await rc.as(admins[role], `/api/admin/view/${photo}`);
      expect(view.status).toBe(200);
      expect(view.headers.get('content-type')).toBe('image/jpeg');
      expect((await rc.as(admins[role], `/api/admin/download/${photo}`)).status).toBe(200);
    },
  );

  it('shows support the queue read-only: the card number masked to its last 4, no PIN, security code or photo', async () => {
    const { items } = await rc.list(admins.support, `?q=${id}`);
    expect(items[0]).toMatchObject({
      id,
      status: 'pending',
      username: 'dana',
      cardNumber: '•••• 7890',
      pin: null,
      securityCode: null,
      images: [],
    });
    expect(items[0]!.statusHistory).toHaveLength(1);
    const cards = await rc.as(admins.support, `/api/admin/gift-cards?q=${id}`);
    expect(cards.status).toBe(200);
    expect(JSON.stringify(await cards.json())).not.toContain('4912');
    expect((await rc.as(admins.support, '/api/admin/submissions/facets')).status).toBe(200);

    for (const path of [`/api/admin/view/${photo}`, `/api/admin/download/${photo}`]) {
      const res = await rc.as(admins.support, path);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Your role does not allow this' });
    }
  });

  it('keeps finance out of the review queue entirely', async () => {
    for (const path of [
      '/api/admin/submissions',
      '/api/admin/gift-cards',
      '/api/admin/submissions/facets',
      `/api/admin/view/${photo}`,
      `/api/admin/download/${photo}`,
    ]) {
      const res = await rc.as(admins.finance, path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: 'Your role does not allow this' });
    }
  });

  it('records each photo view and download in the audit trail, and no refused one', async () => {
    const before = (await rc.auditEntries(id)).length;
    await rc.as(admins.reviewer, `/api/admin/view/${photo}`);
    await rc.as(admins.reviewer, `/api/admin/download/${photo}`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await rc.as(admins.support, `/api/admin/view/${photo}`);
    const entries = (await rc.auditEntries(id)).slice(before);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'photo.view',
        admin: 'reviewer-admin',
        role: 'reviewer',
        target: `submission:${id}/${photo}`,
      }),
      expect.objectContaining({ action: 'photo.download', address: '203.0.113.9' }),
    ]);
  });
});
