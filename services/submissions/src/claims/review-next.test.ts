import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSubmission } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { reviewConsole } from '../testing/review-console';

let app: SubmissionsHarness;
let rc: ReturnType<typeof reviewConsole>;
let reviewer: TestUser;
const sellers: { user: TestUser; method: string }[] = [];

beforeAll(async () => {
  app = await startSubmissions();
  rc = reviewConsole(app);
  reviewer = await app.signInAdmin('rita', 'reviewer');
  for (let i = 0; i < 4; i += 1) {
    const user = await app.signIn(`next-seller-${i}`);
    sellers.push({ user, method: app.addPayoutMethod(user) });
  }
});
afterAll(() => app.close());
beforeEach(() => app.db.collection('gift_cards').deleteMany({}));

/** `n` pending submissions, oldest first, spread over the sellers. */
async function submitMany(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const { user, method } = sellers[i % sellers.length]!;
    ids.push(await rc.submitCard(user, method));
  }
  return ids;
}

const pressNext = async (who: TestUser) => {
  const res = await rc.next(who);
  return {
    status: res.status,
    item: res.status === 200 ? ((await res.json()) as AdminSubmission) : null,
  };
};

describe('Review next (docs/product.md#review-console)', () => {
  it('claims and answers the oldest pending submission nobody is reviewing', async () => {
    const [oldest, second, third] = await submitMany(3);
    const other = await app.signInAdmin('oscar', 'owner');
    await rc.claim(other, oldest!);

    const { status, item } = await pressNext(reviewer);
    expect(status).toBe(200);
    expect(item).toMatchObject({ id: second, status: 'pending', claimedBy: 'rita' });
    expect(item!.cardNumber).toMatch(/^6006\d{12}$/);
    expect((await pressNext(reviewer)).item!.id).toBe(third);
  });

  it('answers 204 when nothing is left, and offers a lapsed claim again', async () => {
    const [only] = await submitMany(1);
    expect((await pressNext(reviewer)).item!.id).toBe(only);
    const none = await rc.next(reviewer);
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');

    await app.db
      .collection('gift_cards')
      .updateOne(
        { _id: new Types.ObjectId(only) },
        { $set: { claimedUntil: new Date(Date.now() - 1) } },
      );
    const again = await pressNext(await app.signInAdmin('ines', 'reviewer'));
    expect(again.item).toMatchObject({ id: only, claimedBy: 'ines' });
  });

  it('skips submissions that are not pending', async () => {
    const [decided, waiting] = await submitMany(2);
    expect((await rc.setStatus(reviewer, decided!, { status: 'processing' })).status).toBe(200);
    expect((await pressNext(reviewer)).item!.id).toBe(waiting);
  });

  it('gives twenty reviewers pressing at once twenty different submissions', async () => {
    const ids = await submitMany(24);
    const reviewers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.signInAdmin(`reviewer-${i}`, 'reviewer')),
    );
    const answers = await Promise.all(reviewers.map((who) => pressNext(who)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const got = answers.map((answer) => answer.item!.id);
    expect(new Set(got).size).toBe(20);
    // The twenty oldest, each claimed by the one it was given to.
    expect([...got].sort()).toEqual(ids.slice(0, 20).sort());
    const queue = (await rc.list(reviewer, '?limit=50')).items;
    for (const [i, answer] of answers.entries()) {
      expect(queue.find((row) => row.id === answer.item!.id)?.claimedBy).toBe(`reviewer-${i}`);
    }
  });

  it('records the claim it makes in the audit trail', async () => {
    const [id] = await submitMany(1);
    await pressNext(reviewer);
    expect(await rc.auditEntries(id!)).toEqual([
      expect.objectContaining({
        action: 'submission.claim',
        admin: 'rita',
        target: `submission:${id}`,
      }),
    ]);
  });
});
