import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMoveSubmission, submissionStatuses } from '@cardbridge/contracts';
import type {
  AdminSubmission,
  AdminSubmissionsPage,
  SubmissionStatus,
  SubmitGiftCardResponse,
} from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { submissionForm, submit } from '../testing/submit-request';

let app: SubmissionsHarness;
let admin: TestUser;
let seller: TestUser;
let method: string;

beforeAll(async () => {
  app = await startSubmissions();
  admin = await app.signInAdmin('ops-admin');
  seller = await app.signIn('ana');
  method = app.addPayoutMethod(seller);
});
afterAll(() => app.close());

async function submitCard(
  overrides: Record<string, string> = {},
  who: TestUser = seller,
  payout = method,
) {
  const res = await submit(
    app.baseUrl,
    who,
    submissionForm(
      {
        brand: 'Amazon',
        denomination: '100',
        cardNumber: '6006-4912-3456-7890',
        pin: '4321',
        securityCode: '321',
        expirationDate: '2030-12',
        cardFormat: 'physical',
        cardCondition: 'brand_new',
        paymentMethodId: payout,
        ...overrides,
      },
      [{ name: 'front.jpg', bytes: jpeg(4096) }],
    ),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as SubmitGiftCardResponse).submission;
}

const as = (who: TestUser | undefined, path: string, init: RequestInit = {}) =>
  fetch(`${app.baseUrl}${path}`, {
    ...init,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...init.headers },
  });
const setStatus = (id: string, body: unknown, who: TestUser = admin) =>
  as(who, `/api/admin/submissions/${id}/status`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const list = async (query = '') => {
  const res = await as(admin, `/api/admin/submissions${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminSubmissionsPage;
};

describe('the admin review queue (docs/product.md#admin-review)', () => {
  it('lets only admins in', async () => {
    expect((await as(undefined, '/api/admin/submissions')).status).toBe(401);
    expect((await as(seller, '/api/admin/submissions')).status).toBe(403);
    expect((await as(seller, '/api/admin/gift-cards')).status).toBe(403);
  });

  it('shows every field with the secrets in full, the masked payout account and the history', async () => {
    const mine = await submitCard({ notes: 'Birthday gift' });
    const { items, total } = await list(`?q=${mine.id}`);
    expect(total).toBe(1);
    const [item] = items as [AdminSubmission];
    expect(item).toMatchObject({
      id: mine.id,
      brand: 'Amazon',
      denomination: '100.00',
      quote: '93.00',
      status: 'pending',
      cardNumber: '6006-4912-3456-7890',
      pin: '4321',
      securityCode: '321',
      expirationDate: '2030-12',
      notes: 'Birthday gift',
      sellerId: seller.id,
      username: 'ana',
      email: `${seller.id}@example.com`,
      paymentMethod: { id: method, type: 'paypal', account: '•••• .com' },
    });
    expect(item.images).toEqual([expect.stringMatching(/^\/uploads\/[a-f0-9]{24}\.jpg$/)]);
    expect(item.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'pending', by: `seller:${seller.id}` }),
    ]);
  });

  it('searches by card number or its last four, username, email, brand and amount; filters; pages', async () => {
    const bob = await app.signIn('bob-search');
    const bobMethod = app.addPayoutMethod(bob);
    const walmart = await submitCard(
      { brand: 'Walmart', denomination: '250', cardNumber: '7777 8888 9999 1234' },
      bob,
      bobMethod,
    );
    const ids = async (query: string) => (await list(query)).items.map((i) => i.id);

    expect(await ids('?q=7777888899991234')).toEqual([walmart.id]);
    expect(await ids('?q=1234')).toContain(walmart.id);
    expect(await ids('?q=6006-4912-3456-7890')).not.toContain(walmart.id);
    expect(await ids('?q=BOB-SEARCH')).toEqual([walmart.id]);
    expect(await ids(`?q=${bob.id}@example.com`)).toEqual([walmart.id]);
    expect(await ids('?q=$250')).toContain(walmart.id);
    expect(await ids('?q=walmart')).toEqual([walmart.id]);
    expect(await ids('?q=Wal')).not.toContain(walmart.id);
    expect(await ids('?brand=Walmart')).toEqual([walmart.id]);
    expect(await ids('?status=completed')).not.toContain(walmart.id);

    for (let i = 0; i < 3; i += 1) await submitCard();
    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(5);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.id)).not.toEqual(
      expect.arrayContaining(first.items.map((i) => i.id)),
    );
    expect(second.items[0]!.createdAt <= first.items[1]!.createdAt).toBe(true);
    expect((await as(admin, '/api/admin/submissions?limit=500')).status).toBe(400);
    expect((await as(admin, '/api/admin/submissions?cursor=nonsense')).status).toBe(400);
  });

  it('answers the same items as a plain list on /api/admin/gift-cards', async () => {
    const res = await as(admin, '/api/admin/gift-cards?limit=3');
    expect(res.status).toBe(200);
    const items = (await res.json()) as AdminSubmission[];
    expect(Array.isArray(items)).toBe(true);
    expect(items[0]).toHaveProperty('cardNumber');
  });
});

describe('status changes (docs/product.md#states-and-transitions)', () => {
  it('follows the machine, records the history and refuses other moves with 409', async () => {
    const card = await submitCard();
    const processing = await setStatus(card.id, { status: 'processing' });
    expect(processing.status).toBe(200);
    expect((await processing.json()) as AdminSubmission).toMatchObject({ status: 'processing' });

    const refused = await setStatus(card.id, { status: 'rejected', reason: 'Too late' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^This submission is processing now; it cannot be moved to rejected/,
    );

    expect((await setStatus(card.id, { status: 'failed' })).status).toBe(400);
    const failed = await setStatus(card.id, { status: 'failed', reason: 'Card already used' });
    const body = (await failed.json()) as AdminSubmission;
    expect(body).toMatchObject({ status: 'failed', statusReason: 'Card already used' });
    expect(body.statusHistory.map((h) => [h.from, h.to, h.reason, h.by])).toEqual([
      [null, 'pending', null, `seller:${seller.id}`],
      ['pending', 'processing', null, 'admin:ops-admin'],
      ['processing', 'failed', 'Card already used', 'admin:ops-admin'],
    ]);

    const reverted = await setStatus(card.id, { status: 'processing' });
    expect((await reverted.json()) as AdminSubmission).toMatchObject({
      status: 'processing',
      statusReason: null,
    });
    // The seller sees the reason while it stands, and no longer after the revert.
    const mine = (await (await as(seller, '/api/my-submissions')).json()) as Array<{
      id: string;
      status: string;
    }>;
    expect(mine.find((m) => m.id === card.id)?.status).toBe('processing');
  });

  it('requires a reason to reject, answers 404 for an unknown id and a bad status with 400', async () => {
    const card = await submitCard();
    const blank = await setStatus(card.id, { status: 'rejected', reason: '   ' });
    expect(blank.status).toBe(400);
    expect((await list(`?q=${card.id}`)).items[0]!.status).toBe('pending');
    expect((await setStatus('65f0c1a2b3c4d5e6f7a8b9c0', { status: 'processing' })).status).toBe(
      404,
    );
    expect((await setStatus('not-an-id', { status: 'processing' })).status).toBe(404);
    expect((await setStatus(card.id, { status: 'paid' })).status).toBe(400);
    expect((await setStatus(card.id, { status: 'processing' }, seller)).status).toBe(403);
  });

  it("answers every move as the contracts' status table allows it, the table the UI reads", async () => {
    // How a fresh submission reaches each status; a reason goes along (ignored where none is needed).
    // The adjustment's statuses are reached through their own routes (docs/product.md#balance-adjustments).
    const pathTo: Record<
      SubmissionStatus,
      Array<SubmissionStatus | 'adjust' | 'decline' | 'cancel'>
    > = {
      pending: [],
      processing: ['processing'],
      completed: ['completed'],
      rejected: ['rejected'],
      failed: ['processing', 'failed'],
      awaiting_seller: ['adjust'],
      declined: ['adjust', 'decline'],
      cancelled: ['cancel'],
    };
    const take = (id: string, step: (typeof pathTo)[SubmissionStatus][number], who: TestUser) => {
      const post = (path: string, body: unknown, by: TestUser) =>
        as(by, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      if (step === 'adjust') {
        return post(
          `/api/admin/submissions/${id}/adjust`,
          { amount: 80, reason: 'Checked' },
          admin,
        );
      }
      if (step === 'decline') return post(`/api/my-submissions/${id}/decline-adjustment`, {}, who);
      if (step === 'cancel') return post(`/api/my-submissions/${id}/cancel`, {}, who);
      return setStatus(id, { status: step, reason: 'Checked' });
    };
    const answers: string[] = [];
    const expected: string[] = [];
    for (const from of submissionStatuses) {
      // A seller per starting status keeps each under the open-submissions limit.
      const who = await app.signIn(`machine-${from}`);
      const payout = app.addPayoutMethod(who);
      for (const to of submissionStatuses) {
        const card = await submitCard({}, who, payout);
        for (const step of pathTo[from]) {
          expect((await take(card.id, step, who)).status).toBe(200);
        }
        const res = await setStatus(card.id, { status: to, reason: 'Checked' });
        answers.push(`${from}->${to}: ${res.status}`);
        expected.push(`${from}->${to}: ${canMoveSubmission(from, to) ? 200 : 409}`);
      }
    }
    expect(answers).toEqual(expected);
  }, 90_000);

  it('lets exactly one of ten parallel completions win; the others learn the current status', async () => {
    const card = await submitCard();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => setStatus(card.id, { status: 'completed' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const history = (await list(`?q=${card.id}`)).items[0]!.statusHistory;
    expect(history.filter((h) => h.to === 'completed')).toHaveLength(1);
  });
});

describe('the photos for admins', () => {
  it('views inline and downloads as an attachment with the true type; nothing else is found', async () => {
    const card = await submitCard();
    const file = card.imageUrl[0]!.replace('/uploads/', '');
    const view = await as(admin, `/api/admin/view/${file}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await view.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
    const download = await as(admin, `/api/admin/download/${file}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename=/);

    expect((await as(seller, `/api/admin/view/${file}`)).status).toBe(403);
    expect((await as(admin, '/api/admin/view/65f0c1a2b3c4d5e6f7a8b9c0.jpg')).status).toBe(404);
    expect((await as(admin, '/api/admin/view/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await as(admin, `/api/admin/download/${file}%00.png`)).status).toBe(404);
  });
});
