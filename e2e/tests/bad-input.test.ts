import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable, type ApiRoute } from '@cardbridge/api-routes';
import { badBody, badParam, badQuery, seededRandom } from '../support/bad-input';
import { jpeg, signInAdmin, signUp, type Principal } from '../support/api-principals';
import { baseUrl } from '../support/browser';
import { browserTestsSkipped } from '../support/skip';

/**
 * Bad input on every served route, from a seeded generator (docs/product.md#api-conventions):
 * never a 5xx, and a refused request stores nothing. Security records are the exception a
 * refusal is meant to write: failed sign-ins (login_throttles) and the admin audit log. Inboxes
 * are left out too: they record outbox deliveries, which arrive on their own time from requests
 * accepted earlier (an accepted "Review next" announces its audit entry a moment later).
 */
const seed = Number(process.env.BAD_INPUT_SEED ?? 20261124);
const casesPerRoute = 8;
const securityRecords = new Set(['login_throttles', 'admin_audit_log', 'inbox']);
const sessionEnders = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'POST /api/auth/sign-out-others',
  'POST /api/admin/logout',
]);

describe.skipIf(browserTestsSkipped())(`bad input (seed ${seed})`, () => {
  let client: MongoClient;
  let user: Principal;
  let admin: Principal;

  beforeAll(async () => {
    client = await MongoClient.connect(inject('mongoUri'));
    user = await signUp(baseUrl(), 'fuzz');
    admin = await signInAdmin(baseUrl(), inject('admin'));
  });
  afterAll(() => client?.close());

  /** Documents per collection in every service's database. */
  async function snapshot(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    const { databases } = await client.db().admin().listDatabases();
    for (const { name } of databases.filter((d) => d.name.startsWith('cardbridge_'))) {
      const db = client.db(name);
      for (const { name: collection } of await db.listCollections().toArray()) {
        if (securityRecords.has(collection)) continue;
        // An empty collection a refused request created stores nothing.
        const count = await db.collection(collection).countDocuments();
        if (count > 0) counts[`${name}.${collection}`] = count;
      }
    }
    return counts;
  }

  const served = routeTable.filter(
    (r) => r.status === 'served' && !sessionEnders.has(`${r.method} ${r.path}`),
  );

  /** A whole, valid submission as the browser sends it: its bytes and its content type. */
  async function submissionBody(): Promise<{ bytes: Uint8Array; type: string }> {
    const method = await fetch(`${baseUrl()}/api/payment-methods`, {
      method: 'POST',
      headers: { origin: baseUrl(), cookie: user.cookie ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'paypal', accountInfo: 'fuzz@example.com' }),
    });
    const { id } = (await method.json()) as { id: string };
    const form = new FormData();
    for (const [name, value] of Object.entries({
      brand: 'Amazon',
      denomination: '100',
      cardNumber: '6006-4912-0000-1111',
      paymentMethodId: id,
    }))
      form.append(name, value);
    form.append('images', jpeg(200 * 1024), 'front.jpg');
    const request = new Request('http://x/', { method: 'POST', body: form });
    return {
      bytes: new Uint8Array(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? '',
    };
  }

  it('POST /api/submit-gift-card cut short anywhere: a 4xx, nothing stored, the service still up', async () => {
    const random = seededRandom(seed);
    const { bytes, type } = await submissionBody();
    for (let i = 0; i < 12; i += 1) {
      // Anywhere before the closing boundary: in the fields, the part headers or the image.
      const cut = Math.floor(random() * (bytes.length - 64));
      const before = await snapshot();
      const res = await fetch(`${baseUrl()}/api/submit-gift-card`, {
        method: 'POST',
        headers: { origin: baseUrl(), cookie: user.cookie ?? '', 'content-type': type },
        body: bytes.slice(0, cut),
      });
      const replay = `cut at ${cut} of ${bytes.length}`;
      expect(res.status, replay).toBeGreaterThanOrEqual(400);
      expect(res.status, replay).toBeLessThan(500);
      expect(await res.json(), replay).toEqual({ message: expect.any(String) });
      expect(await snapshot(), replay).toEqual(before);
      // The same service answers at once: a crashed one would be 503 while it restarts.
      const mine = await fetch(`${baseUrl()}/api/my-submissions`, {
        headers: { cookie: user.cookie ?? '' },
      });
      expect(mine.status, replay).toBe(200);
    }
  });

  it.each(served.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: no 5xx, nothing stored when refused',
    async (name, route: ApiRoute) => {
      const random = seededRandom(seed + [...name].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
      const who = route.path.startsWith('/api/admin/') ? admin : user;
      // The route's own fields (its contract's object shape), set to nonsense.
      const shape = (route.request?.json as { shape?: Record<string, unknown> } | undefined)?.shape;
      const fields = Object.keys(shape ?? {});
      for (let i = 0; i < casesPerRoute; i += 1) {
        const path = route.path.replace(/\{\w+\}/g, () => badParam(random)) + badQuery(random);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const body = hasBody ? badBody(random, fields) : undefined;
        const before = await snapshot();
        const res = await fetch(`${baseUrl()}${path}`, {
          method: route.method,
          headers: {
            origin: baseUrl(),
            cookie: who.cookie ?? '',
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          body,
        });
        const text = await res.text();
        const replay = `${route.method} ${path} ${body?.slice(0, 200) ?? ''}`;
        expect(res.status, replay).toBeLessThan(500);
        if (res.status >= 400) {
          expect(JSON.parse(text), replay).toEqual(
            expect.objectContaining({ message: expect.any(String) }),
          );
          expect(await snapshot(), replay).toEqual(before);
        }
      }
    },
  );
});
