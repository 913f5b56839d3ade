import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../app';
import { createLogger } from '../logger';
import { captureLogs } from '../testing/log-capture';
import { listen } from '../testing/listen';
import type { Listening } from '../testing/listen';
import { createTestSessions } from '../testing/test-sessions';
import { currentAdmin, currentUser } from './current-principal';
import type { AuthState } from './session-principal';

describe('currentUser / currentAdmin', () => {
  let service: Listening;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    const sessions = await createTestSessions();
    ({ cookie, id: userId } = await sessions.signIn('ann'));
    const router = new Router<AuthState>();
    router.get('/guarded', sessions.guards.requireUser, (ctx) => {
      ctx.body = { id: currentUser(ctx).id };
    });
    // A route whose guard was forgotten: it must refuse, not act for nobody or fail with a 500.
    router.get('/forgot-guard', (ctx) => {
      ctx.body = { id: currentUser(ctx).id };
    });
    router.get('/forgot-admin-guard', (ctx) => {
      ctx.body = { id: currentAdmin(ctx).id };
    });
    const logger = createLogger({ name: 'principal', destination: captureLogs().destination });
    service = await listen(createServiceApp({ logger, readiness: () => true, routers: [router] }));
  });
  afterAll(() => service.close());

  it("answers the guarded route with the signed-in user's id", async () => {
    const res = await fetch(`${service.baseUrl}/guarded`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: userId });
  });

  it.each(['/forgot-guard', '/forgot-admin-guard'])(
    'answers 401 on %s, even with a session cookie the route never checked',
    async (path) => {
      const res = await fetch(`${service.baseUrl}${path}`, { headers: { cookie } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Authentication required' });
    },
  );
});
