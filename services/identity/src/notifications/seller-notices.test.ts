import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionStatusNotice } from '@cardbridge/contracts';
import { internalToken, newUser, startIdentity, signUp } from '../testing/identity-test-app';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { startSmtpSink } from '../testing/smtp-sink';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

let sink: Sink;
let identity: IdentityTestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  identity = await startIdentity({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await identity.close();
  await sink.close();
});

async function registered(app: IdentityTestApp, overrides: Record<string, string> = {}) {
  const browser = app.client();
  const res = await signUp(browser, newUser(overrides));
  expect(res.status).toBe(201);
  return { browser, user: (res.body as { user: { id: string; email: string } }).user };
}

const notice = (sellerId: string, overrides: Partial<SubmissionStatusNotice> = {}) => ({
  sellerId,
  submissionId: randomBytes(12).toString('hex'),
  brand: 'Amazon',
  amount: '100.00',
  quote: '93.00',
  status: 'rejected',
  reason: 'The card has no balance',
  ...overrides,
});

function deliver(
  app: IdentityTestApp,
  payload: unknown,
  key = randomUUID(),
  token = internalToken,
) {
  return fetch(`${app.baseUrl}/internal/notifications/submission-status`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': token,
      'idempotency-key': key,
    },
    body: JSON.stringify({ id: key, topic: 'submission.status-changed', payload }),
  });
}

/** Status emails to this address (the sign-up link it was sent first is not one). */
const mailTo = (email: string) =>
  sink.received.filter(
    (m) =>
      m.to && JSON.stringify(m.to).includes(email) && !m.subject?.startsWith('Finish creating'),
  );

describe('seller emails on a status change (docs/product.md#notifications)', () => {
  it('emails the seller over SMTP with the rejection reason', async () => {
    const { user } = await registered(identity);
    const res = await deliver(identity, notice(user.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'emailed' });
    const [mail] = mailTo(user.email);
    expect(mail?.subject).toBe('Your Amazon gift card was rejected');
    expect(mail?.text).toContain('Rejection Reason: The card has no balance');
    expect(mail?.text).toContain('Status: Rejected');
    expect(mail?.from?.text).toContain('no-reply@cardbridge.local');
  });

  it('explains a reason code in plain words with what to do next', async () => {
    const { user } = await registered(identity);
    await deliver(identity, notice(user.id, { reason: null, reasonCode: 'photo_unreadable' }));
    const [mail] = mailTo(user.email);
    expect(mail?.text).toContain('Photo unreadable: We could not read the card in your photos.');
    expect(mail?.text).toContain('What to do next: Take new, sharp photos');
  });

  it('shows a balance adjustment before and after, its reason and the deadline', async () => {
    const { user } = await registered(identity);
    await deliver(
      identity,
      notice(user.id, {
        status: 'awaiting_seller',
        amount: '80.00',
        quote: '74.40',
        previous: { amount: '100.00', quote: '93.00' },
        reason: 'The balance checker shows $80',
        answerBy: '2026-11-30T10:00:00.000Z',
      }),
    );
    const [mail] = mailTo(user.email);
    expect(mail?.subject).toBe('We found a different balance on your Amazon gift card');
    expect(mail?.text).toContain('Card value: was $100.00, now $80.00.');
    expect(mail?.text).toContain('Payout: was $93.00, now $74.40.');
    expect(mail?.text).toContain('Adjustment Reason: The balance checker shows $80');
    expect(mail?.text).toContain('by Mon, 30 Nov 2026 10:00:00 GMT');
  });

  it('sends one email per change however often the message is delivered', async () => {
    const { user } = await registered(identity);
    const key = randomUUID();
    const payload = notice(user.id, { status: 'completed', reason: null });
    const answers = await Promise.all([1, 2, 3].map(() => deliver(identity, payload, key)));
    expect(answers.map((r) => r.status).filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect((await deliver(identity, payload, key)).status).toBe(200);
    const mails = mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Amazon gift card was approved for $93.00');
    expect(mails[0]?.messageId).toBe(`<${key}@cardbridge>`);
  });

  it('sends nothing when the seller turned submission updates or email off', async () => {
    const { browser, user } = await registered(identity);
    const off = await browser.patch('/api/notifications', { submissionUpdates: false });
    expect(off.status).toBe(200);
    const res = await deliver(identity, notice(user.id));
    expect(await res.json()).toEqual({ outcome: 'preferences-off' });
    expect(mailTo(user.email)).toHaveLength(0);
  });

  it('refuses a caller without the internal token, a missing key or a bad notice', async () => {
    const { user } = await registered(identity);
    expect((await deliver(identity, notice(user.id), randomUUID(), 'nope')).status).toBe(401);
    expect((await deliver(identity, notice(user.id, { status: 'lost' as never }))).status).toBe(
      400,
    );
    const noKey = await fetch(`${identity.baseUrl}/internal/notifications/submission-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
      body: JSON.stringify({ id: 'x', topic: 't', payload: notice(user.id) }),
    });
    expect(noKey.status).toBe(400);
    expect(mailTo(user.email)).toHaveLength(0);
  });
});

describe('without SMTP_URL (local runs)', () => {
  it('writes each email as an .eml file under MAIL_DIR', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'cardbridge-mail-'));
    const local = await startIdentity({ MAIL_DIR: mailDir });
    try {
      const { user } = await registered(local);
      const res = await deliver(local, notice(user.id, { status: 'processing', reason: null }));
      expect(await res.json()).toEqual({ outcome: 'emailed' });
      // The sign-up link came first; the status email is the other file.
      const files: string[] = [];
      for (const name of await readdir(mailDir)) {
        const text = await readFile(path.join(mailDir, name), 'utf8');
        if (!text.includes('Subject: Finish creating')) files.push(name);
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(mailDir, files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${user.email}`);
      expect(eml).toContain('Subject: Your Amazon gift card is being processed');
    } finally {
      await local.close();
    }
  });
});
