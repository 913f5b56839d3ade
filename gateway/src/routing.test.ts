import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, securityHeaders, type ApiRoute } from './index.js';
import { rawRequest, request } from './testing/http-client.js';
import {
  gatewayKinds,
  runNginx,
  startTestGateway,
  type TestGateway as Gateway,
} from './testing/gateway-kinds.js';
import { startNginx } from './testing/nginx-process.js';
import {
  createStaticFixture,
  fixtureVersion,
  type StaticFixture,
} from './testing/static-fixture.js';
import {
  deadAddress,
  startUpstreamDoubles,
  type Echo,
  type UpstreamDoubles,
} from './testing/upstream-doubles.js';

const samples: Record<string, string> = { id: '65f0c1a2b3c4d5e6f7a8b9c0', file: 'card-front.jpg' };
const concretePath = (r: ApiRoute) =>
  r.path.replace(/\{(\w+)\}/g, (_, name: string) => samples[name] ?? 'sample');

let tmp: string;
let fixture: StaticFixture;
let doubles: UpstreamDoubles;
const gateways = new Map<string, Gateway>();

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-gateway-'));
  // nginx started as root serves files from unprivileged workers: they must be able to read them.
  fs.chmodSync(tmp, 0o755);
  fixture = createStaticFixture(path.join(tmp, 'dist'));
  doubles = await startUpstreamDoubles();
  const options = { upstreams: doubles.upstreams, ...fixture };
  for (const kind of gatewayKinds) {
    gateways.set(kind, await startTestGateway(kind, options, path.join(tmp, kind)));
  }
});

afterAll(async () => {
  await Promise.all([...gateways.values()].map((g) => g.close()));
  await doubles?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const kinds = gatewayKinds;
const base = (kind: string) => {
  const gateway = gateways.get(kind);
  if (!gateway) throw new Error(`${kind} gateway did not start`);
  return gateway.url;
};

describe.each(kinds)('%s gateway', (kind) => {
  it('delivers every route of the table to its owning service with the path intact', async () => {
    for (const route of routeTable) {
      const url = `${concretePath(route)}?probe=${route.method.toLowerCase()}`;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      const headers: Record<string, string> = body ? { 'Content-Type': 'application/json' } : {};
      const reply = await request(base(kind), url, { method: route.method, body, headers });
      expect(reply.status, `${route.method} ${url}`).toBe(200);
      const echo = reply.json<Echo>();
      expect({ service: echo.service, method: echo.method, url: echo.url }).toEqual({
        service: route.service,
        method: route.method,
        url,
      });
    }
  });

  it('forwards the request id, client address, scheme and host', async () => {
    const reply = await request(base(kind), '/api/auth/me', {
      headers: { Host: 'cardbridge.test:8443' },
    });
    const echo = reply.json<Echo>();
    expect(echo.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers.host).toBe('cardbridge.test:8443');
  });

  it('passes a W3C traceparent on, and starts one from the request id when none or a bad one came', async () => {
    const given = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const passed = (
      await request(base(kind), '/api/auth/me', { headers: { traceparent: given } })
    ).json<Echo>();
    expect(passed.headers.traceparent).toBe(given);
    for (const headers of [{}, { traceparent: '00-not-a-trace-01' }] as Record<string, string>[]) {
      const echo = (await request(base(kind), '/api/auth/me', { headers })).json<Echo>();
      const requestId = echo.headers['x-request-id'] ?? '';
      expect(echo.headers.traceparent).toBe(`00-${requestId}-${requestId.slice(0, 16)}-01`);
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('answers an unknown /api path with a JSON 404 without calling a service', async () => {
    for (const url of ['/api/unknown', '/api/auth/me/extra', '/api', '/api/payment-methods/']) {
      const reply = await request(base(kind), url);
      expect(reply.status, url).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers an undocumented method on a documented path with a JSON 405 and Allow', async () => {
    const reply = await request(base(kind), '/api/payment-methods/abc', { method: 'PUT' });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('PATCH, DELETE');
    expect(reply.json()).toEqual({ message: 'Method Not Allowed' });
  });

  it('sets the security headers on pages, API answers and errors alike', async () => {
    for (const url of [
      '/',
      '/api/auth/me',
      '/api/unknown',
      `/remotes/seller/${fixtureVersion}/remoteEntry.js`,
    ]) {
      const reply = await request(base(kind), url);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(reply.headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
      }
    }
    const csp = securityHeaders['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it('refuses a body over 1 MB with a JSON 413 before it reaches the service', async () => {
    const reply = await request(base(kind), '/api/auth/register', {
      method: 'POST',
      body: Buffer.alloc(1024 * 1024 + 1, 'a'),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.json()).toEqual({ message: 'Request body too large' });
  });

  it('streams a multi-megabyte image upload through to the submissions service', async () => {
    const body = Buffer.alloc(12 * 1024 * 1024, 'i');
    const reply = await request(base(kind), '/api/submit-gift-card', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(reply.status).toBe(200);
    expect(reply.json<Echo>()).toMatchObject({ service: 'submissions', bodyBytes: body.length });
  });

  it('caches content-hashed files and published remote versions for a year, revalidates entry points', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    const expectations: [string, string][] = [
      ['/static/js/main.3f2a9c1d.js', immutable],
      [`/remotes/seller/${fixtureVersion}/static/js/page.0a1b2c3d4e5f.js`, immutable],
      // A version folder never changes: even its entry files are kept.
      [`/remotes/admin/${fixtureVersion}/remoteEntry.js`, immutable],
      [`/remotes/support/${fixtureVersion}/mf-manifest.json`, immutable],
      [`/remotes/seller/${fixtureVersion}/routes.json`, immutable],
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/favicon.svg', 'no-cache'],
      ['/remotes/registry.json', 'no-cache'],
      ['/api/openapi.json', 'no-cache'],
    ];
    for (const [url, cacheControl] of expectations) {
      const reply = await request(base(kind), url);
      expect(reply.status, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe(cacheControl);
    }
  });

  it('serves the registry and each published version from the remote store, and the OpenAPI document', async () => {
    const registry = await request(base(kind), '/remotes/registry.json');
    expect(registry.headers['content-type']).toMatch(/^application\/json/);
    expect(registry.json()).toEqual({
      remotes: [{ name: 'seller', url: `/remotes/seller/${fixtureVersion}/` }],
    });
    expect((await request(base(kind), '/api/openapi.json')).json()).toEqual({ openapi: '3.1.0' });
    const entry = await request(base(kind), `/remotes/admin/${fixtureVersion}/remoteEntry.js`);
    expect(entry.text).toBe('/* admin remote entry */');
    expect(entry.headers['content-type']).toMatch(/^application\/javascript/);
  });

  it("falls back to the shell's index.html for client-side routes only", async () => {
    for (const url of ['/dashboard', '/admin/chat', '/contact/chat?session=abc']) {
      const reply = await request(base(kind), url);
      expect(reply.status, url).toBe(200);
      expect(reply.text, url).toContain('<title>Cardbridge shell</title>');
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of [
      `/remotes/seller/${fixtureVersion}/missing.js`,
      '/remotes/seller/remoteEntry.js',
      '/remotes/seller/.staging-1/remoteEntry.js',
      `/remotes/unknown/${fixtureVersion}/remoteEntry.js`,
      '/remotes/',
    ]) {
      expect((await request(base(kind), url)).status, url).toBe(404);
    }
  });

  it('answers a preview link with a page whose button says what it previews, and sets no cookie', async () => {
    const page = await request(base(kind), '/remotes/preview?seller=abcdef012345');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toContain(
      "<form method='post' action='/remotes/preview?seller=abcdef012345'><button type='submit'>Preview seller abcdef012345</button></form>",
    );
    const stop = await request(base(kind), '/remotes/preview?seller=');
    expect(stop.text).toContain('>Stop previewing seller</button>');
    expect(stop.headers['set-cookie']).toBeUndefined();
  });

  it('sets the preview cookie only on a same-origin POST, then sends the browser home', async () => {
    const url = '/remotes/preview?seller=abcdef012345';
    const host = new URL(base(kind)).host;
    const sameOrigins: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin' },
      { Origin: `http://${host}` },
      { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${host}` },
    ];
    for (const sameOrigin of sameOrigins) {
      const set = await request(base(kind), url, { method: 'POST', headers: sameOrigin });
      expect(set.status, JSON.stringify(sameOrigin)).toBe(303);
      expect(set.headers.location).toMatch(/\/$/);
      expect(set.headers['cache-control']).toBe('no-store');
      expect(set.headers['set-cookie']?.[0]).toBe(
        'cb_remote_preview=seller=abcdef012345; Path=/; Max-Age=86400; SameSite=Lax',
      );
    }
  });

  it('refuses a preview POST another site could send, and sets nothing', async () => {
    const url = '/remotes/preview?seller=abcdef012345';
    const host = new URL(base(kind)).host;
    const foreigns: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: `http://${host}` },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://evil.example' },
      { Origin: `http://${host}.evil.example` },
      { Origin: 'null' },
      {},
    ];
    for (const foreign of foreigns) {
      const refused = await request(base(kind), url, { method: 'POST', headers: foreign });
      expect(refused.status, JSON.stringify(foreign)).toBe(403);
      expect(JSON.parse(refused.text)).toEqual({
        message: 'A preview can only be set from the preview page of this site',
      });
      expect(refused.headers['set-cookie'], JSON.stringify(foreign)).toBeUndefined();
    }
  });

  it('takes remote names and hex versions only, on any method', async () => {
    for (const url of [
      '/remotes/preview?seller=x;Domain=evil.example',
      '/remotes/preview?unknown=abcdef012345',
      '/remotes/preview?seller=abcdef0123456789',
    ]) {
      for (const method of ['GET', 'POST']) {
        const refused = await request(base(kind), url, {
          method,
          headers: { 'Sec-Fetch-Site': 'same-origin' },
        });
        expect(refused.status, `${method} ${url}`).toBe(400);
        expect(refused.headers['set-cookie'], url).toBeUndefined();
      }
    }
    const put = await request(base(kind), '/remotes/preview?seller=abcdef012345', {
      method: 'PUT',
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(put.status).toBe(405);
    expect(put.headers['set-cookie']).toBeUndefined();
  });

  it('answers HEAD wherever GET works, without a body', async () => {
    const reply = await request(base(kind), '/api/brands', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
    const page = await request(base(kind), '/', { method: 'HEAD' });
    expect(page.status).toBe(200);
  });

  it("sends no HSTS on a client's own word that it used TLS (only a trusted front end's counts)", async () => {
    const claimed = await request(base(kind), '/api/brands', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expect(claimed.json<Echo>().headers['x-forwarded-proto']).toBe('http');
  });

  it('answers a write to a static page with a JSON 405', async () => {
    const reply = await request(base(kind), `/remotes/seller/${fixtureVersion}/remoteEntry.js`, {
      method: 'POST',
      body: '{}',
    });
    expect(reply.status).toBe(405);
    expect(reply.json()).toEqual({ message: 'Method Not Allowed' });
  });

  it('answers a malformed request with a JSON 400', async () => {
    const raw = await rawRequest(base(kind), 'GET nowhere HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('{"message":"Bad request"}');
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await request(base(kind), '/remotes/registry.json');
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await request(base(kind), '/remotes/registry.json', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe.each(kinds)('%s gateway limits and failures', (kind) => {
  let isolated: Gateway | undefined;
  const prefix = () => path.join(tmp, `${kind}-limits`);
  const url = () => isolated?.url ?? '';
  beforeAll(async () => {
    const options = {
      ...fixture,
      upstreams: { ...doubles.upstreams, payments: await deadAddress() },
    };
    isolated = await startTestGateway(kind, options, prefix());
  });
  afterAll(() => isolated?.close());

  it('answers 429 JSON once a client exceeds the sign-in burst', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const reply = await request(url(), '/api/auth/login', { method: 'POST', body: '{}' });
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.json()).toEqual({ message: 'Too many requests, please try again later' });
      }
    }
    // 10 per minute with a burst of 5: the first and five more pass at once, then 429.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Admin sign-in shares the zone; other routes are not limited.
    expect((await request(url(), '/api/admin/login', { method: 'POST', body: '{}' })).status).toBe(
      429,
    );
    expect(
      (await request(url(), '/api/auth/register', { method: 'POST', body: '{}' })).status,
    ).toBe(200);
  });

  it('answers 503 JSON at once, with Retry-After, when a service is down', async () => {
    const reply = await request(url(), '/api/transactions');
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.json()).toEqual({ message: 'Service unavailable, please try again shortly' });
  });

  it('tells a client refused by a rate limit when to come back', async () => {
    let reply;
    for (let i = 0; i < 12; i++) {
      reply = await request(url(), '/api/auth/register', { method: 'POST', body: '{}' });
      if (reply.status === 429) break;
    }
    // 5 sign-ups a minute per address, a burst of 10.
    expect(reply?.status).toBe(429);
    expect(reply?.headers['retry-after']).toBe('60');
    expect(reply?.json()).toEqual({ message: 'Too many requests, please try again later' });
  });
});

// Behaviour of nginx alone: the local gateway neither writes an access log nor compresses.
describe.runIf(runNginx)('nginx gateway', () => {
  it('keeps query strings, which can carry contact session ids, out of the access log', async () => {
    const secret = 'contact-session-5f1c9a';
    const reply = await request(base('nginx'), `/api/contact/messages?session=${secret}`);
    expect(reply.status).toBe(200);
    const log = fs.readFileSync(path.join(tmp, 'nginx', 'access.log'), 'utf8');
    expect(log).toContain('"GET /api/contact/messages HTTP/1.1" 200');
    expect(log).not.toContain(secret);
  });

  it('logs a refused path as the client spelt it', async () => {
    const raw = await rawRequest(
      base('nginx'),
      'GET /api/%2e%2e/internal/users?session=x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 404 /);
    const log = fs.readFileSync(path.join(tmp, 'nginx', 'access.log'), 'utf8');
    expect(log).toContain('"GET /api/%2e%2e/internal/users HTTP/1.1" 404');
  });

  it('answers an over-long address with a JSON 414', async () => {
    const reply = await request(base('nginx'), `/api/brands?q=${'a'.repeat(10_000)}`);
    expect(reply.status).toBe(414);
    expect(reply.json()).toEqual({ message: 'Request address too long' });
  });

  it('limits the connections one address holds open, answering 429 JSON', async () => {
    const nginx = await startNginx(
      { ...fixture, upstreams: doubles.upstreams, connectionsPerAddress: 2 },
      path.join(tmp, 'nginx-conn'),
    );
    const port = new URL(nginx.url).port;
    // Two uploads that send their headers and then trickle: each holds a connection.
    const trickles = [0, 1].map(() => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.write(
        'POST /api/submit-gift-card HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x',
      );
      return socket;
    });
    try {
      await new Promise((r) => setTimeout(r, 300));
      const third = await request(nginx.url, '/api/brands');
      expect(third.status).toBe(429);
      expect(third.json()).toEqual({ message: 'Too many requests, please try again later' });
    } finally {
      trickles.forEach((socket) => socket.destroy());
      await nginx.stop();
    }
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const reply = await request(base('nginx'), '/static/js/main.3f2a9c1d.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.text).toContain('export const answer');
  });
});
