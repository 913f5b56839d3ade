import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payout } from '@cardbridge/contracts';
import { startPlatform, type RunningPlatform } from '@cardbridge/platform';
import { callAs, sellerWithSubmission, signInAdmin, signUp } from '../support/api-principals';
import type { Principal } from '../support/api-principals';
import { testPlatformOptions } from '../support/relaxed-limits';
import { browserTestsSkipped } from '../support/skip';
import { until as untilWithin } from '../support/until';

// Exactly-once payouts across real processes (docs/product.md#payouts-and-transactions): the
// submissions service's outbox delivers to payments and identity over HTTP; killing a receiver
// with -9 while a message is on its way loses nothing and books nothing twice.

/** Deliveries retry with backoff after a kill: allow them longer than the default. */
const until = <T>(what: string, probe: () => Promise<T | undefined>) =>
  untilWithin(what, probe, 45_000);

describe.skipIf(browserTestsSkipped())('payouts and seller emails, exactly once', () => {
  const admin = { username: 'payout-admin', password: 'e2e-admin-password-2' };
  let platform: RunningPlatform;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-payouts-'));
    const options = testPlatformOptions(admin);
    platform = await startPlatform({
      ...options,
      dataDir,
      logDir: path.join(dataDir, 'logs'),
      env: { ...options.env, PAYOUT_SANDBOX_DELAY_MS: '200' },
    });
  });
  afterAll(() => platform?.stop());

  const call = (who: Principal, p: string, init: RequestInit = {}) =>
    callAs(platform.url)(who, p, init);
  const transactionsOf = async (seller: Principal) =>
    (await (await call(seller, '/api/transactions')).json()) as Payout[];
  /** The seller's review notices (not the sign-up link every new seller is sent first). */
  const emailsTo = (email: string) =>
    fs
      .readdirSync(platform.mailDir ?? '')
      .map((name) => fs.readFileSync(path.join(platform.mailDir ?? '', name), 'utf8'))
      .filter((eml) => eml.includes(`To: ${email}`) && !eml.includes('Subject: Finish creating'));
  const kill = async (name: 'payments' | 'identity') => {
    const pid = platform.processes[name]!.pid!;
    process.kill(pid, 'SIGKILL');
    await until(`${name} back`, async () =>
      platform.processes[name]!.pid !== pid ? true : undefined,
    );
  };

  it('ten admins completing at once, payments killed mid-delivery: one payout, paid once', async () => {
    const seller = await signUp(platform.url, 'payout', platform.mailDir ?? '');
    const { submissionId } = await sellerWithSubmission(platform.url, seller);
    const ops = await signInAdmin(platform.url, admin);
    const complete = () =>
      call(ops, `/api/admin/submissions/${submissionId}/status`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'completed' }),
      });

    const answers = await Promise.all(Array.from({ length: 10 }, complete));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const completed = (await answers.find((r) => r.status === 200)!.json()) as {
      quote: string;
    };
    await kill('payments');

    const [payout] = await until('the payout completed', async () => {
      const list = await transactionsOf(seller);
      return list.length > 0 && list.every((t) => t.status === 'completed') ? list : undefined;
    });
    expect(payout).toMatchObject({
      giftCardId: submissionId,
      type: 'payout',
      amount: completed.quote,
      status: 'completed',
      paymentMethod: { type: 'paypal' },
    });
    // Long enough for any redelivery to have landed: still one.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await transactionsOf(seller)).toHaveLength(1);
    await until('the approval email', async () =>
      emailsTo(seller.email).length === 1 ? true : undefined,
    );
    expect(emailsTo(seller.email)[0]).toContain('was approved');
  });

  it('a revert reverses the payout; completing again pays anew; identity killed: one email per change', async () => {
    const seller = await signUp(platform.url, 'revert', platform.mailDir ?? '');
    const { submissionId } = await sellerWithSubmission(platform.url, seller);
    const ops = await signInAdmin(platform.url, admin);
    const move = async (status: string) => {
      const res = await call(ops, `/api/admin/submissions/${submissionId}/status`, {
        method: 'PATCH',
        body: JSON.stringify({ status }),
      });
      expect(res.status).toBe(200);
    };

    await move('completed');
    await until('first payout booked', async () =>
      (await transactionsOf(seller)).length === 1 ? true : undefined,
    );
    await move('processing');
    await kill('identity');
    await move('completed');

    const list = await until('reversed and paid anew', async () => {
      const all = await transactionsOf(seller);
      const statuses = all.map((t) => t.status).sort();
      return statuses.join() === 'completed,reversed' ? all : undefined;
    });
    expect(list[0]?.status).toBe('completed'); // newest first
    expect(list[1]?.status).toBe('reversed');

    await until('three emails', async () =>
      emailsTo(seller.email).length >= 3 ? true : undefined,
    );
    await new Promise((r) => setTimeout(r, 2_500));
    const subjects = emailsTo(seller.email).map((eml) => /Subject: (.*)/.exec(eml)?.[1] ?? '');
    expect(subjects.filter((s) => s === 'Your Amazon gift card is being processed')).toHaveLength(
      1,
    );
    expect(subjects.filter((s) => s.includes('was approved'))).toHaveLength(2);
    expect(subjects).toHaveLength(3);
  });
});
