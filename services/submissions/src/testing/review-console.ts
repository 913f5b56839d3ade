import { randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import type { AdminSubmission, SubmitGiftCardResponse } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import type { SubmissionsHarness } from './harness';
import { jpeg } from './images';
import { submissionForm, submit } from './submit-request';

/** Requests to the review console's routes as a signed-in admin (or anyone), over HTTP. */
export function reviewConsole(app: SubmissionsHarness) {
  const as = (who: TestUser | undefined, path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      ...init,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...init.headers },
    });
  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  /** A random 16-digit card number, so only a test that means to submits a duplicate. */
  const cardNumber = () => `6006${String(randomInt(10 ** 11, 10 ** 12 - 1))}`;

  return {
    as,
    claim: (who: TestUser, id: string) =>
      as(who, `/api/admin/submissions/${id}/claim`, { method: 'POST' }),
    release: (who: TestUser, id: string) =>
      as(who, `/api/admin/submissions/${id}/claim`, { method: 'DELETE' }),
    next: (who: TestUser) => as(who, '/api/admin/submissions/next', { method: 'POST' }),
    setStatus: (who: TestUser, id: string, body: unknown) =>
      as(who, `/api/admin/submissions/${id}/status`, { method: 'PATCH', ...json(body) }),
    /** One page of the queue as `who` sees it (asserting 200). */
    async list(who: TestUser, query = '') {
      const res = await as(who, `/api/admin/submissions${query}`);
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as {
        items: AdminSubmission[];
        total: number;
        nextCursor: string | null;
      };
    },
    cardNumber,
    /** A seller submits a $100 Amazon card (a fresh number unless one is given); the new id. */
    async submitCard(
      seller: TestUser,
      method: string,
      overrides: Record<string, string> = {},
      headers: Record<string, string> = {},
    ): Promise<string> {
      const form = submissionForm(
        {
          brand: 'Amazon',
          denomination: '100',
          cardNumber: cardNumber(),
          pin: '4321',
          securityCode: '321',
          cardFormat: 'physical',
          cardCondition: 'brand_new',
          paymentMethodId: method,
          ...overrides,
        },
        [{ name: 'front.jpg', bytes: jpeg(2048) }],
      );
      const res = Object.keys(headers).length
        ? await fetch(`${app.baseUrl}/api/submit-gift-card`, {
            method: 'POST',
            headers: { cookie: seller.cookie, ...headers },
            body: form,
          })
        : await submit(app.baseUrl, seller, form);
      if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as SubmitGiftCardResponse).submission.id;
    },
    /** The admin audit entries a submission's outbox holds for identity (not yet delivered). */
    async auditEntries(id: string) {
      const doc = await app.db
        .collection<{ outbox?: { topic: string; payload: Record<string, unknown> }[] }>(
          'gift_cards',
        )
        .findOne({ _id: new Types.ObjectId(id) });
      return (doc?.outbox ?? [])
        .filter((message) => message.topic === 'admin.audit')
        .map((message) => message.payload);
    },
  };
}
