import { timingSafeEqual } from 'node:crypto';
import { Router } from '@koa/router';
import createError from 'http-errors';
import type { Registry } from 'prom-client';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus text format, for a scraper holding the platform's INTERNAL_TOKEN as
 * a bearer token (the usual `authorization` of a Prometheus scrape config). Business numbers and
 * route names are not for the public: the gateway never routes `/metrics`, this is the second line.
 */
export function metricsRoute(registry: Registry, token: string): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    const [scheme, given] = ctx.get('authorization').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw createError(401, 'Internal token required');
    }
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
  return router;
}
