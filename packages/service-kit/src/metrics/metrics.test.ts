import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../app';
import { createError } from '../errors';
import { createLogger } from '../logger';
import { captureLogs } from '../testing/log-capture';
import { listen } from '../testing/listen';
import type { Listening } from '../testing/listen';
import { scrapeMetrics } from '../testing/scrape-metrics';
import { createMetricsRegistry } from './metrics-registry';
import { scrapeGauge } from './scrape-gauge';

const token = 'metrics-test-internal-token-0123456789';
const logs = captureLogs();
const logger = createLogger({ name: 'metrics-test', level: 'info', destination: logs.destination });

function startApp(queue: { waiting: number; broken: boolean }) {
  const router = new Router({ prefix: '/api/things' });
  router.get('/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.post('/:id/status', () => {
    throw createError(409, 'Cannot move a completed thing');
  });
  const registry = createMetricsRegistry();
  scrapeGauge(registry, {
    name: 'test_things_waiting',
    help: 'Things waiting.',
    read: async () => {
      if (queue.broken) throw new Error('database down');
      return [{ value: queue.waiting }];
    },
    logger,
  });
  const app = createServiceApp({
    logger,
    readiness: () => true,
    routers: [router],
    metrics: { token, registry },
  });
  return listen(app);
}

describe('/metrics', () => {
  const queue = { waiting: 3, broken: false };
  let service: Listening;
  let other: Listening;
  beforeAll(async () => {
    service = await startApp(queue);
    other = await startApp({ waiting: 0, broken: false });
  });
  afterAll(async () => {
    await service.close();
    await other.close();
  });

  it('counts requests by route template, method and status, never by raw path', async () => {
    for (const id of ['a1', 'b2', 'c3']) await fetch(`${service.baseUrl}/api/things/${id}`);
    await fetch(`${service.baseUrl}/api/things/a1/status`, { method: 'POST' });
    await fetch(`${service.baseUrl}/wp-login.php`);
    await fetch(`${service.baseUrl}/api/nothing/9f8e7d`);

    const scrape = await scrapeMetrics(service.baseUrl, token);
    const count = (labels: Record<string, string>) =>
      scrape.value('http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/things/:id', status: '200' })).toBe(3);
    expect(count({ method: 'POST', route: '/api/things/:id/status', status: '409' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(scrape.text).not.toContain('a1');
    expect(scrape.text).not.toContain('wp-login');
    expect(scrape.text).not.toContain('9f8e7d');
  });

  it('keeps each app its own numbers and process metrics', async () => {
    const scrape = await scrapeMetrics(other.baseUrl, token);
    expect(scrape.value('http_request_duration_seconds_count', { route: '/api/things/:id' })).toBe(
      undefined,
    );
    expect(scrape.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(scrape.value('test_things_waiting')).toBe(0);
  });

  it('reads business gauges at scrape time', async () => {
    queue.waiting = 7;
    expect((await scrapeMetrics(service.baseUrl, token)).value('test_things_waiting')).toBe(7);
  });

  it('still answers, the gauge unknown (NaN), when its read fails', async () => {
    queue.broken = true;
    try {
      const scrape = await scrapeMetrics(service.baseUrl, token);
      expect(scrape.value('test_things_waiting')).toBeNaN();
      expect(scrape.value('process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(logs.lines().some((line) => line.metric === 'test_things_waiting')).toBe(true);
    } finally {
      queue.broken = false;
    }
  });

  it.each([
    ['no authorization', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token' }],
    ['the token in another scheme', { authorization: `Basic ${token}` }],
    ['the internal-call header', { 'x-internal-token': token }],
  ])('refuses a scrape with %s', async (_case, headers: Record<string, string>) => {
    const res = await fetch(`${service.baseUrl}/metrics`, { headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Internal token required' });
  });

  it('has no /metrics when the app is built without metrics', async () => {
    const bare = await listen(createServiceApp({ logger, readiness: () => true }));
    try {
      const res = await fetch(`${bare.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
