import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmission, SubmissionClaim } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { reviewConsole } from '../testing/review-console';

let app: SubmissionsHarness;
let rc: ReturnType<typeof reviewConsole>;
let alice: TestUser;
let bruno: TestUser;
let seller: TestUser;
let method: string;

beforeAll(async () => {
  app = await startSubmissions();
  rc = reviewConsole(app);
  alice = await app.signInAdmin('alice', 'reviewer');
  bruno = await app.signInAdmin('bruno', 'reviewer');
  seller = await app.signIn('claire');
  method = app.addPayoutMethod(seller);
});
afterAll(() => app.close());

const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;
const item = async (id: string) => (await rc.list(alice, `?q=${id}`)).items[0] as AdminSubmission;
/** Moves a claim's end into the past, as 15 minutes passing would. */
const lapse = (id: string) =>
  app.db
    .collection('gift_cards')
    .updateOne(
      { _id: new Types.ObjectId(id) },
      { $set: { claimedUntil: new Date(Date.now() - 1) } },
    );

describe('claiming a submission (docs/product.md#review-console)', () => {
  it('gives the reviewer a 15-minute lease that others see on the item', async () => {
    const id = await rc.submitCard(seller, method);
    const res = await rc.claim(alice, id);
    expect(res.status).toBe(200);
    const claim = (await res.json()) as SubmissionClaim;
    expect(claim.claimedBy).toBe('alice');
    expect(minutesFromNow(claim.claimedUntil)).toBeGreaterThan(14.9);
    expect(minutesFromNow(claim.claimedUntil)).toBeLessThanOrEqual(15);

    const seen = (await rc.list(bruno, `?q=${id}`)).items[0]!;
    expect(seen).toMatchObject({ claimedBy: 'alice', claimedUntil: claim.claimedUntil });
  });

  it('renews the lease when the same reviewer claims again, without touching updatedAt', async () => {
    const id = await rc.submitCard(seller, method);
    const first = (await (await rc.claim(alice, id)).json()) as SubmissionClaim;
    const before = await item(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await rc.claim(alice, id);
    expect(again.status).toBe(200);
    const renewed = (await again.json()) as SubmissionClaim;
    expect(Date.parse(renewed.claimedUntil)).toBeGreaterThan(Date.parse(first.claimedUntil));
    expect((await item(id)).updatedAt).toBe(before.updatedAt);
  });

  it("answers 409 naming the claimant to another reviewer's claim and status change, and changes nothing", async () => {
    const id = await rc.submitCard(seller, method);
    const { claimedUntil } = (await (await rc.claim(alice, id)).json()) as SubmissionClaim;

    const taken = await rc.claim(bruno, id);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: 'Being reviewed by alice' });

    const decided = await rc.setStatus(bruno, id, { status: 'processing' });
    expect(decided.status).toBe(409);
    expect(await decided.json()).toEqual({ message: 'Being reviewed by alice' });
    expect(await item(id)).toMatchObject({ status: 'pending', claimedBy: 'alice', claimedUntil });

    const own = await rc.setStatus(alice, id, { status: 'processing' });
    expect(own.status).toBe(200);
    expect(((await own.json()) as AdminSubmission).status).toBe('processing');
  });

  it('lets anyone take or decide a submission once its claim has lapsed', async () => {
    const id = await rc.submitCard(seller, method);
    await rc.claim(alice, id);
    await lapse(id);
    expect((await item(id)).claimedBy).toBeNull();
    const res = await rc.claim(bruno, id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SubmissionClaim).claimedBy).toBe('bruno');
    await lapse(id);
    expect((await rc.setStatus(alice, id, { status: 'processing' })).status).toBe(200);
  });

  it('refuses to claim a submission that is not pending, or one that does not exist', async () => {
    const id = await rc.submitCard(seller, method);
    expect((await rc.setStatus(alice, id, { status: 'processing' })).status).toBe(200);
    const res = await rc.claim(bruno, id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'This submission is processing; only pending submissions can be claimed.',
    });
    expect((await item(id)).claimedBy).toBeNull();

    const missing = await rc.claim(alice, new Types.ObjectId().toString());
    expect(missing.status).toBe(404);
    expect((await rc.claim(alice, 'not-an-id')).status).toBe(404);
  });

  it("releases one's own claim so another can take it; another's claim stays with 409", async () => {
    const id = await rc.submitCard(seller, method);
    await rc.claim(alice, id);

    const refused = await rc.release(bruno, id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'Being reviewed by alice; only they can release it.',
    });
    expect((await item(id)).claimedBy).toBe('alice');

    expect((await rc.release(alice, id)).status).toBe(204);
    expect(await item(id)).toMatchObject({ claimedBy: null, claimedUntil: null });
    expect((await rc.claim(bruno, id)).status).toBe(200);
    // Releasing what one does not hold changes nothing.
    expect((await rc.release(alice, id)).status).toBe(409);
    expect((await item(id)).claimedBy).toBe('bruno');
  });

  it('shows nobody as reviewing a submission once its review is decided', async () => {
    const id = await rc.submitCard(seller, method);
    await rc.claim(alice, id);
    const res = await rc.setStatus(alice, id, { status: 'rejected', reason: 'Card already used' });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminSubmission).toMatchObject({
      status: 'rejected',
      claimedBy: null,
    });
  });

  it('records a new claim and each status change in the audit trail, not a renewal', async () => {
    const id = await rc.submitCard(seller, method);
    await rc.claim(alice, id);
    await rc.claim(alice, id);
    await rc.setStatus(alice, id, { status: 'processing' });
    const entries = await rc.auditEntries(id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'submission.claim',
        admin: 'alice',
        role: 'reviewer',
        target: `submission:${id}`,
        address: expect.any(String),
      }),
      expect.objectContaining({ action: 'submission.status', admin: 'alice' }),
    ]);
  });

  it('leaves claims and decisions to roles that decide: support and finance get 403', async () => {
    const id = await rc.submitCard(seller, method);
    for (const role of ['support', 'finance'] as const) {
      const admin = await app.signInAdmin(`${role}-1`, role);
      for (const res of [
        await rc.claim(admin, id),
        await rc.release(admin, id),
        await rc.next(admin),
        await rc.setStatus(admin, id, { status: 'processing' }),
      ]) {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ message: 'Your role does not allow this' });
      }
    }
    expect(await item(id)).toMatchObject({ status: 'pending', claimedBy: null });
    expect(await rc.auditEntries(id)).toEqual([]);
    expect((await rc.claim(seller, id)).status).toBe(403);
    expect(
      (await rc.as(undefined, `/api/admin/submissions/${id}/claim`, { method: 'POST' })).status,
    ).toBe(401);
  });
});
