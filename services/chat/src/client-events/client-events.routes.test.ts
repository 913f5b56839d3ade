import { scrapeMetrics } from '@cardbridge/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalToken, startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

const counters = () => app.db.collection('client_event_counts');
const event = (overrides: Record<string, unknown> = {}) => ({
  remote: 'seller',
  version: 'abcdef012345',
  route: '/get-quote',
  kind: 'view',
  ...overrides,
});
const summary = (remote: string, token = internalToken) =>
  fetch(`${app.baseUrl}/internal/client-events/summary?remote=${remote}`, {
    headers: { 'x-internal-token': token },
  });

describe('POST /api/client-events', () => {
  it('answers 202 and counts views and errors per remote version, which the summary reads back', async () => {
    for (const kind of ['view', 'view', 'view', 'load_error', 'render_error', 'render_error']) {
      const res = await app.call('POST', '/api/client-events', {
        body: event({ kind, ...(kind !== 'view' && { message: 'Boom' }) }),
      });
      expect(res.status).toBe(202);
    }
    await app.call('POST', '/api/client-events', { body: event({ version: '0123456789ab' }) });

    const res = await summary('seller');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      remote: 'seller',
      since: expect.any(String),
      versions: [
        { version: '0123456789ab', views: 1, loadErrors: 0, renderErrors: 0 },
        { version: 'abcdef012345', views: 3, loadErrors: 1, renderErrors: 2 },
      ],
    });
    // Counts only: no report, no message, nothing about the browser is kept.
    const stored = await counters().find({ version: 'abcdef012345' }).toArray();
    expect(
      stored
        .map(({ kind, count }) => ({ kind, count }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'load_error', count: 1 },
      { kind: 'render_error', count: 2 },
      { kind: 'view', count: 3 },
    ]);
    expect(Object.keys(stored[0]!).sort()).toEqual([
      '_id',
      'count',
      'kind',
      'minute',
      'remote',
      'version',
    ]);
  });

  it('exports the last hour as a Prometheus gauge per remote, version and kind', async () => {
    const scrape = await scrapeMetrics(app.baseUrl, internalToken);
    expect(
      scrape.value('cardbridge_client_events_last_hour', {
        remote: 'seller',
        version: 'abcdef012345',
        kind: 'render_error',
      }),
    ).toBe(2);
  });

  it.each([
    ['a user id', event({ userId: '64b000000000000000000001' }), 'Unrecognized key'],
    ['an unknown kind', event({ kind: 'click' }), undefined],
    [
      'a version that is not a content hash',
      event({ version: 'latest' }),
      'A version is 12 hex digits',
    ],
    [
      'a full URL instead of a route',
      event({ route: 'https://x.example/a?email=a@b.c' }),
      'A route is a path pattern',
    ],
    ['a remote topology does not name', event({ remote: 'billing' }), 'Unknown remote'],
    ['no remote', { version: 'abcdef012345', route: '/x', kind: 'view' }, undefined],
    [
      'a long message',
      event({ kind: 'load_error', message: 'x'.repeat(1001) }),
      'A message is at most 1000 characters',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, body, message) => {
    const before = await counters().countDocuments();
    const res = await app.call<{ message: string }>('POST', '/api/client-events', { body });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toContain(message);
    expect(await counters().countDocuments()).toBe(before);
  });

  it('refuses a body over 4 KB with 413, and malformed JSON with 400, storing nothing', async () => {
    const before = await counters().countDocuments();
    const big = await fetch(`${app.baseUrl}/api/client-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...event(), padding: 'x'.repeat(4100) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'A client event is at most 4096 bytes' });
    const bad = await fetch(`${app.baseUrl}/api/client-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"remote": "seller",',
    });
    expect(bad.status).toBe(400);
    expect(await counters().countDocuments()).toBe(before);
  });
});

describe('GET /internal/client-events/summary', () => {
  it('answers only the internal token', async () => {
    expect((await summary('seller', 'wrong-token-0123456789')).status).toBe(401);
    const res = await fetch(`${app.baseUrl}/internal/client-events/summary?remote=seller`);
    expect(res.status).toBe(401);
  });
});
