import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform, type ServiceName } from '@cardbridge/platform';
import { callAs, sellerWithSubmission, signInAdmin, signUp } from '../support/api-principals';
import type { Principal } from '../support/api-principals';
import { testPlatformOptions } from '../support/relaxed-limits';
import { browserTestsSkipped } from '../support/skip';
import { until } from '../support/until';

// Scale-out (docs/architecture.md#where-state-lives): two instances of every service behind
// nginx; one instance of each service is killed with -9 in turn while a steady mix of reads and
// writes runs. No read fails (nginx retries a safe method on the other instance), no write is
// lost or applied twice, the supervisor brings each instance back, and the payouts completed
// meanwhile are booked and sent once.

interface Tally {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
}
const tally = (): Tally => ({ ok: 0, failed: 0, statuses: {} });
const count = (t: Tally, status: number | string) => {
  if (typeof status === 'number' && status < 400) t.ok += 1;
  else t.failed += 1;
  t.statuses[status] = (t.statuses[status] ?? 0) + 1;
};

describe.skipIf(browserTestsSkipped())(
  'two replicas of every service, one killed at a time',
  () => {
    const admin = { username: 'failover-admin', password: 'e2e-admin-password-3' };
    let platform: RunningPlatform;
    let logDir: string;
    let mongo: MongoClient;

    beforeAll(async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-failover-'));
      logDir = path.join(dataDir, 'logs');
      const options = testPlatformOptions(admin);
      platform = await startPlatform({
        ...options,
        replicas: 2,
        dataDir,
        logDir,
        env: { ...options.env, PAYOUT_SANDBOX_DELAY_MS: '200' },
      });
      mongo = await MongoClient.connect(platform.mongoUri);
    });
    afterAll(async () => {
      await mongo?.close();
      await platform?.stop();
    });

    const call = (who: Principal, p: string, init: RequestInit = {}) =>
      callAs(platform.url, 10_000)(who, p, init);
    const status = (res: Promise<Response>) =>
      res.then(
        async (r) => {
          await r.body?.cancel();
          return r.status;
        },
        (error: unknown) => (error instanceof Error ? error.name : 'error'),
      );
    const platformLog = () => fs.readFileSync(path.join(logDir, 'platform.log'), 'utf8');

    it('loses no read, loses or doubles no write, and pays each completion once', async () => {
      const seller = await signUp(platform.url, 'failover', platform.mailDir ?? '');
      const ops = await signInAdmin(platform.url, admin);
      const submissionIds: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        submissionIds.push((await sellerWithSubmission(platform.url, seller)).submissionId);
      }

      const reads = tally();
      const chatWrites = tally();
      const registrations = tally();
      const acked = { chat: [] as string[], users: [] as string[] };
      const attempted = { chat: [] as string[], users: [] as string[] };
      let running = true;

      const readPaths = [
        '/api/auth/me',
        '/api/my-submissions',
        '/api/transactions',
        '/api/chat/messages',
        '/api/brands',
        '/api/payment-methods',
      ];
      const reader = async (offset: number) => {
        for (let i = offset; running; i += 1) {
          count(reads, await status(call(seller, readPaths[i % readPaths.length]!)));
        }
      };
      const chatter = async () => {
        for (let i = 0; running; i += 1) {
          const text = `failover message ${i}`;
          attempted.chat.push(text);
          const answer = await status(
            call(seller, '/api/chat/message', {
              method: 'POST',
              body: JSON.stringify({ message: text }),
            }),
          );
          count(chatWrites, answer);
          if (typeof answer === 'number' && answer < 400) acked.chat.push(text);
          await sleep(50);
        }
      };
      const registrar = async () => {
        for (let i = 0; running; i += 1) {
          const username = `fo${Date.now().toString(36)}${i}`;
          attempted.users.push(username);
          const answer = await status(
            call({ name: 'anonymous' }, '/api/auth/register', {
              method: 'POST',
              body: JSON.stringify({
                username,
                email: `${username}@example.com`,
                password: 'correct horse battery staple',
                firstName: 'Fail',
                lastName: 'Over',
              }),
            }),
          );
          count(registrations, answer);
          if (typeof answer === 'number' && answer < 400) acked.users.push(username);
          await sleep(100);
        }
      };
      /** An admin's completion: PATCH is not retried by nginx, so the admin retries a 5xx. */
      const complete = async (id: string) => {
        for (;;) {
          const answer = await status(
            call(ops, `/api/admin/submissions/${id}/status`, {
              method: 'PATCH',
              body: JSON.stringify({ status: 'completed' }),
            }),
          );
          if (answer === 200 || answer === 409) return;
          await sleep(200);
        }
      };

      const load = Promise.all([reader(0), reader(3), chatter(), registrar()]);
      const kills: string[] = [];
      const services: ServiceName[] = ['identity', 'submissions', 'payments', 'chat'];
      let next = 0;
      for (const [n, service] of services.entries()) {
        const instance = platform.instances[service][n % 2]!;
        const before = instance.process.pid!;
        await complete(submissionIds[next++]!);
        process.kill(before, 'SIGKILL');
        kills.push(instance.name);
        await complete(submissionIds[next++]!);
        await until(`${instance.name} restarted`, async () =>
          instance.process.pid !== before && platformLog().includes(`${instance.name} restarted`)
            ? true
            : undefined,
        );
        await sleep(1_000);
      }
      running = false;
      await load;

      // Payouts: one per completion, each completed; sends counted from the sender's attempts.
      const payouts = mongo.db('cardbridge_payments').collection('transactions');
      const booked = await until(
        'every payout sent',
        async () => {
          const all = await payouts.find({ giftCardId: { $in: submissionIds } }).toArray();
          return all.length === submissionIds.length && all.every((t) => t.status === 'completed')
            ? all
            : undefined;
        },
        45_000,
      );
      await sleep(2_000); // a late redelivery would land by now
      const after = await payouts.find({ giftCardId: { $in: submissionIds } }).toArray();
      const sends = after.reduce((sum, t) => sum + Number(t.attempts), 0);

      const stored = await mongo
        .db('cardbridge_chat')
        .collection('messages')
        .find({ message: { $in: attempted.chat } })
        .toArray();
      const timesStored = (text: string) => stored.filter((m) => m.message === text).length;
      // A sign-up's write is its emailed link: one email per acknowledged sign-up, never two.
      const signUpEmails = () => {
        const dir = platform.mailDir ?? '';
        const sent = new Map<string, number>();
        for (const name of fs.readdirSync(dir)) {
          const to = /^To: (\S+)@example\.com/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'));
          if (to?.[1]) sent.set(to[1], (sent.get(to[1]) ?? 0) + 1);
        }
        return sent;
      };
      await until('every acknowledged sign-up emailed', async () => {
        const sent = signUpEmails();
        return acked.users.every((u) => sent.has(u)) ? true : undefined;
      });
      const emailed = signUpEmails();
      const timesEmailed = (u: string) => emailed.get(u) ?? 0;
      const emailedCount = attempted.users.filter((u) => emailed.has(u)).length;

      console.log(
        [
          `failover: killed ${kills.join(', ')}`,
          `  reads: ${reads.ok} ok, ${reads.failed} failed ${JSON.stringify(reads.statuses)}`,
          `  chat messages: ${chatWrites.ok} acknowledged, ${chatWrites.failed} refused ${JSON.stringify(chatWrites.statuses)}, ${stored.length} stored`,
          `  sign-ups: ${registrations.ok} acknowledged, ${registrations.failed} refused ${JSON.stringify(registrations.statuses)}, ${emailedCount} emailed`,
          `  payouts: ${submissionIds.length} completions, ${after.length} booked, ${after.filter((t) => t.status === 'completed').length} completed, ${sends} provider sends`,
        ].join('\n'),
      );

      expect(reads.failed).toBe(0);
      expect(reads.ok).toBeGreaterThan(0);
      // Acknowledged writes are stored once; a refused one (killed mid-request) at most once.
      for (const text of acked.chat) expect(timesStored(text), text).toBe(1);
      for (const text of attempted.chat) expect(timesStored(text), text).toBeLessThanOrEqual(1);
      for (const u of acked.users) expect(timesEmailed(u), u).toBe(1);
      for (const u of attempted.users) expect(timesEmailed(u), u).toBeLessThanOrEqual(1);
      expect(after).toHaveLength(booked.length);
      expect(new Set(after.map((t) => t.giftCardId)).size).toBe(submissionIds.length);
      expect(after.every((t) => t.status === 'completed')).toBe(true);
      // Every instance is back under the supervisor.
      for (const service of services) {
        for (const instance of platform.instances[service]) {
          const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`);
          expect(res.status, instance.name).toBe(200);
        }
      }
    });

    it('answers the JSON 503 with Retry-After once every instance of a service is down', async () => {
      const seller = await signUp(platform.url, 'alldown', platform.mailDir ?? '');
      for (const instance of platform.instances.chat) await instance.process.stop();
      const res = await call(seller, '/api/chat/messages');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as { message: string }).message).toMatch(/unavailable/i);
      // The other services still answer.
      expect((await call(seller, '/api/auth/me')).status).toBe(200);
    });
  },
);
