import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmission } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { reviewConsole } from '../testing/review-console';

let app: SubmissionsHarness;
let rc: ReturnType<typeof reviewConsole>;
let owner: TestUser;

beforeAll(async () => {
  app = await startSubmissions({
    env: { VELOCITY_PER_HOUR: '2' },
    // What identity answers: two accounts signed up from one address in the last day.
    registrations: {
      from: async (address, since) =>
        // Asked about the last day (a little more than 23 hours by the time it is asked).
        address === '192.0.2.10' && Date.now() - since.getTime() > 23 * 3_600_000
          ? ['newbie1', 'newbie2']
          : [],
    },
  });
  rc = reviewConsole(app);
  owner = await app.signInAdmin('olga', 'owner');
});
afterAll(() => app.close());

/** A signed-in seller with a payout method, submitting from its own client address. */
async function sellerAt(username: string, address: string) {
  const user = await app.signIn(username);
  const method = app.addPayoutMethod(user);
  return {
    submit: (overrides: Record<string, string> = {}) =>
      rc.submitCard(user, method, overrides, { 'x-forwarded-for': address }),
  };
}

const signalsOf = async (id: string) =>
  ((await rc.list(owner, `?q=${id}`)).items[0] as AdminSubmission).signals;
const today = () => new Date().toISOString().slice(0, 10);

describe('fraud signals (docs/product.md#review-console)', () => {
  it('shows a duplicate card on both submissions, whoever sent it and however it was typed', async () => {
    const erin = await sellerAt('erin', '198.51.100.1');
    const femi = await sellerAt('femi', '198.51.100.2');
    const first = await erin.submit({ cardNumber: '6011 0009 9013 9424' });
    const second = await femi.submit({ cardNumber: '6011-0009-9013-9424' });

    expect(await signalsOf(second)).toEqual([
      { type: 'duplicate_card', detail: `Also submitted by erin on ${today()} (pending)` },
    ]);
    expect(await signalsOf(first)).toEqual([
      { type: 'duplicate_card', detail: `Also submitted by femi on ${today()} (pending)` },
    ]);

    // The other submission's status is told as it is now.
    await rc.setStatus(owner, first, { status: 'rejected', reason: 'Card already used' });
    expect(await signalsOf(second)).toEqual([
      { type: 'duplicate_card', detail: `Also submitted by erin on ${today()} (rejected)` },
    ]);
  });

  it('flags a seller submitting more than VELOCITY_PER_HOUR within an hour, without refusing', async () => {
    const gus = await sellerAt('gus', '198.51.100.3');
    const ids = [await gus.submit(), await gus.submit(), await gus.submit()];
    expect(await signalsOf(ids[0]!)).toEqual([]);
    expect(await signalsOf(ids[1]!)).toEqual([]);
    expect(await signalsOf(ids[2]!)).toEqual([
      { type: 'velocity', detail: '3 submissions by gus within an hour (more than 2).' },
    ]);
  });

  it('flags several accounts submitting from one address within 24 hours', async () => {
    const hana = await sellerAt('hana', '203.0.113.50');
    const ivo = await sellerAt('ivo', '203.0.113.50');
    const first = await hana.submit();
    const second = await ivo.submit();
    expect(await signalsOf(first)).toEqual([]);
    expect(await signalsOf(second)).toEqual([
      {
        type: 'linked_accounts',
        detail: '2 accounts signed up or submitted from 203.0.113.50 within 24 hours: ivo, hana.',
      },
    ]);
  });

  it('flags a seller submitting from an address other accounts signed up from', async () => {
    const kai = await sellerAt('kai', '192.0.2.10');
    expect(await signalsOf(await kai.submit())).toEqual([
      {
        type: 'linked_accounts',
        detail:
          '3 accounts signed up or submitted from 192.0.2.10 within 24 hours: kai, newbie1, newbie2.',
      },
    ]);
  });

  it('lists only flagged submissions with flagged=true', async () => {
    const clean = await (await sellerAt('jon', '198.51.100.77')).submit();
    const all = await rc.list(owner, '?limit=200');
    const flagged = await rc.list(owner, '?flagged=true&limit=200');
    expect(flagged.items.length).toBeGreaterThan(0);
    expect(flagged.items.every((item) => item.signals.length > 0)).toBe(true);
    expect(flagged.total).toBe(all.items.filter((item) => item.signals.length > 0).length);
    expect(flagged.items.map((item) => item.id)).not.toContain(clean);
    expect((await rc.as(owner, '/api/admin/submissions?flagged=maybe')).status).toBe(400);
  });
});
