import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable, type ApiRoute } from '@cardbridge/api-routes';
import { badBody, badParam, badQuery, seededRandom } from '../support/bad-input';
import { signInAdmin, signUp, type Principal } from '../support/api-principals';
import { baseUrl } from '../support/browser';
import { browserTestsSkipped } from '../support/skip';

/**
 * Bad input on every served route, from a seeded generator (docs/product.md#api-conventions):
 * never a 5xx, and a refused request stores nothing. Security records are the exception a
 * refusal is meant to write: failed sign-ins (login_throttles) and the admin audit log.
 */
const seed = Number(process.env.BAD_INPUT_SEED ?? 20261124);
const casesPerRoute = 8;
const securityRecords = new Set(['login_throttles', 'admin_audit_log']);
const sessionEnders = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
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
        counts[`${name}.${collection}`] = await db.collection(collection).countDocuments();
      }
    }
    return counts;
  }

  const served = routeTable.filter(
    (r) => r.status === 'served' && !sessionEnders.has(`${r.method} ${r.path}`),
  );

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
