import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminPayout,
  AdminPayoutsPage,
  PaymentMethod,
  Payout,
  PayoutRequest,
} from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';
import { addPaypalMethod, auditEntriesOf, deliver } from '../testing/messages';
import type { PayoutOrder, PayoutProvider } from './payout-provider';

// docs/product.md#four-eyes-approval: a payout above PAYOUT_APPROVAL_THRESHOLD (default $500)
// waits for an admin other than its completer.

let app: PaymentsHarness;
let ann: TestUser;
let owner: TestUser;
let finance: TestUser;
let method: PaymentMethod;
/** Every order the provider was handed, to count sends per payout. */
const sent: PayoutOrder[] = [];
const provider: PayoutProvider = {
  name: 'counting',
  send: async (order) => {
    sent.push(order);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { sent: true, reference: `ref-${order.payoutId}` };
  },
};

const hex24 = () => randomUUID().replace(/-/g, '').slice(0, 24);

beforeAll(async () => {
  app = await startPayments({ payoutProvider: provider });
  ann = await app.signIn('ann');
  owner = await app.signInAdmin('olive', 'owner');
  finance = await app.signInAdmin('fred', 'finance');
  method = await addPaypalMethod(app.baseUrl, ann);
});
afterAll(() => app.close());

/** Books the payout of a completion by `completer`, as the submissions outbox delivers it. */
async function book(
  amountCents: number,
  completer: TestUser = owner,
  submissionId = hex24(),
  completion = 1,
) {
  const payload: PayoutRequest = {
    completionId: `${submissionId}.${completion}`,
    submissionId,
    sellerId: ann.id,
    username: ann.username,
    amountCents,
    paymentMethod: { id: method.id, type: 'paypal', account: '•••• .com' },
    completedBy: { id: completer.id, username: completer.username },
  };
  const res = await deliver(app.baseUrl, '/internal/payouts', payload);
  expect(res.status).toBe(201);
  return (await res.json()) as Payout;
}

async function decide(
  id: string,
  as: TestUser | null,
  action: 'approve' | 'decline',
  body?: object,
) {
  const res = await fetch(`${app.baseUrl}/api/admin/transactions/${id}/${action}`, {
    method: 'POST',
    headers: {
      ...(as && { cookie: as.cookie }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as AdminPayout & { message: string } };
}

/** The payout as the admin list shows it. */
async function adminView(id: string): Promise<AdminPayout | undefined> {
  const res = await fetch(`${app.baseUrl}/api/admin/transactions?limit=100`, {
    headers: { cookie: finance.cookie },
  });
  return ((await res.json()) as AdminPayoutsPage).items.find((t) => t.id === id);
}

const auditOf = (id: string) => auditEntriesOf(app.db, id);

const sendsOf = (id: string) => sent.filter((order) => order.payoutId === id).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('booking against the threshold', () => {
  it('holds a payout above $500 as awaiting approval and never sends it unapproved', async () => {
    const held = await book(50_001);
    expect(held.status).toBe('awaiting_approval');
    await settle();
    expect(await adminView(held.id)).toMatchObject({
      status: 'awaiting_approval',
      completedBy: { id: owner.id, username: 'olive' },
      approval: null,
    });
    expect(sendsOf(held.id)).toBe(0);
  });

  it('sends a payout of exactly $500 without approval', async () => {
    const payout = await book(50_000);
    expect(payout.status).toBe('pending');
    await vi.waitFor(async () => expect((await adminView(payout.id))?.status).toBe('completed'));
  });

  it('follows PAYOUT_APPROVAL_THRESHOLD when set', async () => {
    const strict = await startPayments({ env: { PAYOUT_APPROVAL_THRESHOLD: '20' } });
    try {
      const submissionId = hex24();
      // A message from before completions named their admin: held all the same.
      const payload = {
        completionId: `${submissionId}.1`,
        submissionId,
        sellerId: ann.id,
        username: ann.username,
        amountCents: 2_001,
        paymentMethod: { id: method.id, type: 'paypal', account: null },
      };
      const res = await deliver(strict.baseUrl, '/internal/payouts', payload);
      expect(((await res.json()) as Payout).status).toBe('awaiting_approval');
    } finally {
      await strict.close();
    }
  });
});

describe('approving', () => {
  it('lets another finance admin approve, and the payout is then sent once', async () => {
    const held = await book(75_000);
    const approved = await decide(held.id, finance, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: held.id,
      status: 'pending',
      approval: { decision: 'approved', by: { id: finance.id, username: 'fred' }, reason: null },
    });
    await vi.waitFor(async () => expect((await adminView(held.id))?.status).toBe('completed'));
    expect(sendsOf(held.id)).toBe(1);
    const [entry] = await auditOf(held.id);
    expect(entry?.path).toBe('/internal/admin-audit');
    expect(entry?.payload).toMatchObject({
      adminId: finance.id,
      admin: 'fred',
      role: 'finance',
      action: 'payout.approve',
      target: `payout:${held.id}`,
      address: expect.any(String),
    });
  });

  it('refuses the admin who completed the submission (403) and changes nothing', async () => {
    const held = await book(75_000, finance);
    for (const action of ['approve', 'decline'] as const) {
      const res = await decide(held.id, finance, action, { reason: 'Looks fine to me' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message:
          'You completed this submission, so another admin must approve or decline its payout.',
      });
    }
    // The same admin in a new session is still the same admin.
    const again = await decide(held.id, await app.signInAdmin('fred', 'finance'), 'approve');
    expect(again.status).toBe(403);
    await settle();
    expect(await adminView(held.id)).toMatchObject({ status: 'awaiting_approval', approval: null });
    expect(sendsOf(held.id)).toBe(0);
    expect(await auditOf(held.id)).toEqual([]);
  });

  it('answers 409 to approving a payout that is not awaiting approval', async () => {
    const normal = await book(1_000);
    await vi.waitFor(async () => expect((await adminView(normal.id))?.status).toBe('completed'));
    const res = await decide(normal.id, finance, 'approve');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'This payout is paid, not awaiting approval; reload to see its latest state.',
    });
    expect(sendsOf(normal.id)).toBe(1);
  });

  it('sends once when admins decide at the same moment: one wins, the others get 409', async () => {
    const held = await book(90_000);
    const second = await app.signInAdmin('gina', 'finance');
    const third = await app.signInAdmin('hank', 'finance');
    const answers = await Promise.all([
      decide(held.id, finance, 'approve'),
      decide(held.id, second, 'approve'),
      decide(held.id, third, 'decline', { reason: 'Too late' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200);
    expect(winner?.body.status).toBe('pending');
    await vi.waitFor(async () => expect((await adminView(held.id))?.status).toBe('completed'));
    await settle();
    expect(sendsOf(held.id)).toBe(1);
    expect(await auditOf(held.id)).toHaveLength(1);
  });

  it('answers 404 to an unknown or malformed payout id', async () => {
    expect((await decide(hex24(), finance, 'approve')).status).toBe(404);
    const malformed = await decide('not-an-id', finance, 'approve');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Transaction not found' });
  });
});

describe('declining', () => {
  it('ends the payout declined with the reason the seller reads, and never sends it', async () => {
    const held = await book(60_000);
    const res = await decide(held.id, finance, 'decline', {
      reason: '  The card balance could not be confirmed.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'declined',
      failureReason: 'The card balance could not be confirmed.',
      approval: { decision: 'declined', by: { username: 'fred' } },
    });
    const seller = (await (
      await fetch(`${app.baseUrl}/api/transactions`, { headers: { cookie: ann.cookie } })
    ).json()) as Payout[];
    expect(seller.find((t) => t.id === held.id)).toMatchObject({
      status: 'declined',
      failureReason: 'The card balance could not be confirmed.',
    });
    await settle();
    expect(sendsOf(held.id)).toBe(0);
    expect((await auditOf(held.id)).map((m) => m.payload.action)).toEqual(['payout.decline']);
    // Decided once: approving it afterwards is refused.
    const late = await decide(held.id, await app.signInAdmin('gina', 'finance'), 'approve');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This payout is declined, not awaiting approval; reload to see its latest state.',
    );
  });

  it('refuses a decline without a reason (400) and changes nothing', async () => {
    const held = await book(60_000);
    for (const body of [{}, { reason: '   ' }, undefined]) {
      const res = await decide(held.id, finance, 'decline', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A reason is required to decline a payout');
    }
    expect((await adminView(held.id))?.status).toBe('awaiting_approval');
  });

  it('keeps a declined payout declined when its submission is reverted, and frees it for a new completion', async () => {
    const submissionId = hex24();
    const held = await book(60_000, owner, submissionId);
    await decide(held.id, finance, 'decline', { reason: 'Duplicate card' });
    const reversal = await deliver(app.baseUrl, '/internal/payouts/reversals', {
      completionId: `${submissionId}.1`,
      submissionId,
    });
    expect(reversal.status).toBe(200);
    expect(((await reversal.json()) as Payout).status).toBe('declined');
    const again = await book(60_000, owner, submissionId, 2);
    expect(again.status).toBe('awaiting_approval');
  });
});

describe('who may decide', () => {
  it('refuses a reviewer and a support agent (403), a seller (403) and a visitor (401)', async () => {
    const held = await book(80_000);
    for (const role of ['reviewer', 'support'] as const) {
      const res = await decide(held.id, await app.signInAdmin(`x-${role}`, role), 'approve');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Your role does not allow this' });
    }
    expect((await decide(held.id, ann, 'approve')).status).toBe(403);
    expect((await decide(held.id, null, 'decline', { reason: 'No' })).status).toBe(401);
    expect(await adminView(held.id)).toMatchObject({ status: 'awaiting_approval', approval: null });
  });

  it('lets an owner who did not complete it approve', async () => {
    const held = await book(80_000, finance);
    expect((await decide(held.id, owner, 'approve')).status).toBe(200);
  });
});
