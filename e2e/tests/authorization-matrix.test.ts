import { describe, expect, inject, it, beforeAll } from 'vitest';
import { routeTable as allRoutes, type ApiRoute } from '@cardbridge/api-routes';
import { baseUrl } from '../support/browser';
import {
  sellerWithSubmission,
  signInAdmin,
  signUp,
  type Principal,
} from '../support/api-principals';
import { browserTestsSkipped } from '../support/skip';

/**
 * Every route of the route table, called by a visitor, a user, another user and an admin,
 * through nginx (docs/product.md#roles-and-permissions): who may not, is refused; a user never
 * reaches another user's data; only admins reach admin routes.
 */

type Access = 'public' | 'user' | 'admin';

// A planned route is answered 404 by its service for everyone until it is built.
const routeTable = allRoutes.filter((r) => r.status === 'served');

const publicRoutes = new Set([
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/register/confirm',
  // The emailed link's token is the proof; the browser that opens it may be signed out.
  'POST /api/profile/confirm-email',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'GET /api/auth/jwks',
  'GET /api/brands',
  // Anyone may lock a rate; the quote binds to the seller who first submits with it.
  'POST /api/quotes',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  // The admin app's session check: answers everyone, with the admin or null.
  'GET /api/admin/session',
  // An invitee has no session yet: the invitation link's token is the proof.
  'POST /api/admin/invitations/accept',
  // Any browser reports a remote's views and errors, signed in or not (no identity in it).
  'POST /api/client-events',
  'POST /api/contact',
  'GET /api/contact/messages',
  'POST /api/contact/message',
]);

function accessOf(route: ApiRoute): Access {
  if (publicRoutes.has(`${route.method} ${route.path}`)) return 'public';
  if (route.path.startsWith('/api/admin/')) return 'admin';
  return 'user';
}

/** Calls that end or rotate the caller's own session: not sent with a session here. */
const sessionEnders = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/admin/logout',
]);

describe.skipIf(browserTestsSkipped())('the authorisation matrix', () => {
  let owner: Principal;
  let other: Principal;
  let admin: Principal;
  let owned: Awaited<ReturnType<typeof sellerWithSubmission>>;

  beforeAll(async () => {
    owner = await signUp(baseUrl(), 'owner');
    other = { ...(await signUp(baseUrl(), 'other')), name: 'another user' };
    admin = await signInAdmin(baseUrl(), inject('admin'));
    owned = await sellerWithSubmission(baseUrl(), owner);
  });

  const pathFor = (route: ApiRoute) =>
    route.path
      .replace('/api/payment-methods/{id}', `/api/payment-methods/${owned.paymentMethodId}`)
      .replace('{id}', owned.submissionId)
      .replace('{file}', owned.file)
      .replace('{slug}', 'amazon');

  const call = (route: ApiRoute, who: Principal) =>
    fetch(`${baseUrl()}${pathFor(route)}`, {
      method: route.method,
      headers: {
        origin: baseUrl(),
        ...(who.cookie ? { cookie: who.cookie } : {}),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    });

  const refused = [401, 403];
  const guarded = routeTable.filter((r) => accessOf(r) !== 'public');

  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses a visitor with 401 JSON',
    async (_name, route) => {
      const res = await call(route, { name: 'anonymous' });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    },
  );

  it.each(
    routeTable
      .filter((r) => accessOf(r) === 'admin')
      .map((r) => [`${r.method} ${r.path}`, r] as const),
  )('%s refuses a signed-in user', async (_name, route) => {
    expect(refused).toContain((await call(route, owner)).status);
  });

  it.each(
    routeTable
      .filter((r) => accessOf(r) === 'user')
      .map((r) => [`${r.method} ${r.path}`, r] as const),
  )('%s refuses an admin session (admins are not sellers)', async (_name, route) => {
    expect(refused).toContain((await call(route, admin)).status);
  });

  it.each(
    routeTable
      .filter((r) => r.method === 'GET' && !sessionEnders.has(`${r.method} ${r.path}`))
      .map((r) => [`${r.method} ${r.path}`, r] as const),
  )('%s lets the principal it is for through', async (_name, route) => {
    const who = accessOf(route) === 'admin' ? admin : owner;
    const res = await call(route, who);
    expect(refused).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it("never shows or changes one user's data for another", async () => {
    const as = (who: Principal, path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl()}${path}`, {
        ...init,
        headers: { origin: baseUrl(), cookie: who.cookie ?? '', ...init.headers },
      });
    const json = { 'content-type': 'application/json' };

    expect((await as(other, `/api/uploads/${owned.file}`)).status).toBe(404);
    expect(
      (
        await as(other, `/api/payment-methods/${owned.paymentMethodId}`, {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ type: 'venmo', accountInfo: '@taken', accountName: 'Taken' }),
        })
      ).status,
    ).toBe(404);
    expect(
      (await as(other, `/api/payment-methods/${owned.paymentMethodId}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);

    const theirs = JSON.stringify(
      await Promise.all(
        [
          '/api/payment-methods',
          '/api/my-submissions',
          '/api/transactions',
          '/api/chat/messages',
        ].map(async (path) => (await as(other, path)).text()),
      ),
    );
    expect(theirs).not.toContain(owned.paymentMethodId);
    expect(theirs).not.toContain(owned.submissionId);
    expect(theirs).not.toContain(owned.file);

    // The owner's things are as they were.
    const methods = (await (await as(owner, '/api/payment-methods')).json()) as Array<{
      id: string;
      type: string;
    }>;
    expect(methods).toEqual([
      expect.objectContaining({ id: owned.paymentMethodId, type: 'paypal' }),
    ]);
    expect((await as(owner, `/api/uploads/${owned.file}`)).status).toBe(200);
  });
});
