import type { MySubmission, SubmitGiftCardResponse } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import type { SubmissionsHarness } from './harness';
import { jpeg } from './images';
import { startSubmissions } from './harness';
import { digitalCardFields, submissionForm, submit } from './submit-request';

/**
 * HTTP calls of the seller-trust routes (adjustments, answers, cancel, resubmission) as a seller
 * or an admin makes them, answering the raw Response so a test reads status and body.
 */
export function sellerTrustClient(app: SubmissionsHarness) {
  const post = (who: TestUser, path: string, body: unknown = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      method: path.endsWith('/status') ? 'PATCH' : 'POST',
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A $100 Amazon card (93 %) of `who`'s, with one photo; `fields` override the form. */
  const submitCard = async (
    who: TestUser,
    paymentMethodId: string,
    fields: Record<string, string> = {},
  ) => {
    const res = await submit(
      app.baseUrl,
      who,
      submissionForm({ ...digitalCardFields(paymentMethodId), ...fields }, [
        { name: 'front.jpg', bytes: jpeg(2048) },
      ]),
    );
    if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as SubmitGiftCardResponse).submission;
  };

  const mine = async (who: TestUser, id: string) => {
    const res = await fetch(`${app.baseUrl}/api/my-submissions`, {
      headers: { cookie: who.cookie },
    });
    return ((await res.json()) as MySubmission[]).find((s) => s.id === id);
  };

  return {
    submitCard,
    mine,
    adjust: (admin: TestUser, id: string, body: unknown) =>
      post(admin, `/api/admin/submissions/${id}/adjust`, body),
    setStatus: (admin: TestUser, id: string, body: unknown) =>
      post(admin, `/api/admin/submissions/${id}/status`, body),
    accept: (who: TestUser, id: string) => post(who, `/api/my-submissions/${id}/accept-adjustment`),
    decline: (who: TestUser, id: string) =>
      post(who, `/api/my-submissions/${id}/decline-adjustment`),
    cancel: (who: TestUser, id: string) => post(who, `/api/my-submissions/${id}/cancel`),
    /** The stored submission as MongoDB holds it (outbox included). */
    stored: (id: string) =>
      app.db.collection('gift_cards').findOne({ _id: new app.db.base.Types.ObjectId(id) }),
  };
}

/**
 * A submissions app with an owner admin and a seller with a payout method, for the seller-trust
 * tests; `env` tunes it (a larger open-submissions limit for tests that submit many cards).
 */
export async function startSellerTrust(env: Record<string, string> = {}) {
  const app = await startSubmissions({ env: { MAX_OPEN_SUBMISSIONS: '200', ...env } });
  const seller = await app.signIn('ana');
  return {
    app,
    api: sellerTrustClient(app),
    admin: await app.signInAdmin('ops-admin'),
    seller,
    method: app.addPayoutMethod(seller),
  };
}
