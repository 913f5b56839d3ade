import { beforeAll, describe, expect, it } from 'vitest';
import { internalRouteTable } from '@cardbridge/api-routes';
import { isRefusedPath } from './path-spelling.js';
import { gatewayKinds, type TestGateway } from './testing/gateway-kinds.js';
import { useGatewaySandbox } from './testing/gateway-sandbox.js';
import { rawRequest, request } from './testing/http-client.js';

const sandbox = useGatewaySandbox();

/**
 * Spellings that decode or resolve to a routed /api path (or from one to an internal route a
 * service mounts): each must stop at the gateway. Sent byte for byte, as a client can.
 */
const spellings = [
  '/internal/users/..%2F..%2Fapi%2Fauth%2Fme',
  '/internal/users/..%2f..%2fapi%2fauth%2fme',
  '/api/auth/me/..%2F..%2F..%2Finternal%2Fusers',
  '/api/../internal/users',
  '/api/auth/../../internal/users',
  '/internal/../api/auth/me',
  '/api/%2e%2e/internal/users',
  '/api/%2E%2E/internal/users',
  '/api/.%2e/internal/users',
  '/api/auth/me/%2e%2e/%2e%2e/%2e%2e/internal/users',
  '/api/%252e%252e/internal/users',
  '/api/auth%252Fme',
  '/api/auth%2fme',
  '/api/..%5cinternal%5cusers',
  '/api\\..\\internal\\users',
  '/api/auth/me\\',
  '/api/./auth/me',
  '/api/auth/me/.',
  '//api/auth/me',
  '/api//auth/me',
  '/api/auth/%6De',
  '/api/uploads/%2e%2e%2finternal',
  '/api/auth/me%0d%0aX-Injected:%201',
  '/api/auth/me%7f',
];

/** Spellings nginx refuses as malformed before routing (a NUL, `..` above the root): a 400. */
const malformed = ['/api/auth/me%00', '/%2e%2e/api/auth/me', '/api/../../internal/users'];

const send = (base: string, target: string, method = 'GET') =>
  rawRequest(
    base,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4);

describe.each(gatewayKinds)('%s gateway', (kind) => {
  let gateway: TestGateway | undefined;
  const url = () => gateway?.url ?? '';
  beforeAll(async () => {
    gateway = await sandbox.start(kind);
  });

  it.each(spellings)('refuses %s with a JSON 404 that no service sees', async (spelling) => {
    const before = sandbox.received().length;
    const raw = await send(url(), spelling);
    expect(raw).toMatch(/^HTTP\/1\.1 404 /);
    expect(raw).toMatch(/\r\ncontent-type: application\/json/i);
    expect(bodyOf(raw)).toBe('{"message":"Not Found"}');
    expect(sandbox.received().slice(before)).toEqual([]);
  });

  it.each(malformed)('refuses %s as a bad request that no service sees', async (spelling) => {
    const before = sandbox.received().length;
    const raw = await send(url(), spelling);
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toBe('{"message":"Bad request"}');
    expect(sandbox.received().slice(before)).toEqual([]);
  });

  it.each(internalRouteTable.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'closes the internal route %s, plainly spelt or reached from /api',
    async (_name, route) => {
      const before = sandbox.received().length;
      const internal = route.path.replace(/\{\w+\}/g, '65f0c1a2b3c4d5e6f7a8b9c0');
      for (const target of [
        internal,
        `/api/..${internal}`,
        `/api/auth/me/..%2F..%2F..${internal}`,
      ]) {
        const raw = await send(url(), target, route.method);
        expect(raw, target).toMatch(/^HTTP\/1\.1 404 /);
        expect(bodyOf(raw), target).toBe('{"message":"Not Found"}');
      }
      expect(sandbox.received().slice(before)).toEqual([]);
    },
  );

  it('still routes the plain spelling, with its query string untouched', async () => {
    const reply = await request(url(), '/api/auth/me?next=%2F..%2Finternal');
    expect(reply.status).toBe(200);
    expect(sandbox.received().at(-1)?.url).toBe('/api/auth/me?next=%2F..%2Finternal');
  });

  it('answers an over-large header or cookie with a JSON 400', async () => {
    const reply = await request(url(), '/api/auth/me', {
      headers: { Cookie: `cb_session=${'a'.repeat(20_000)}` },
    });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual({ message: 'Request header or cookie too large' });
  });
});

describe('refused path spellings', () => {
  it('leaves ordinary paths and any query string alone', () => {
    for (const target of [
      '/api/auth/me',
      '/api/uploads/65f0c1a2b3c4d5e6f7a8b9c0.jpg',
      '/api/contact/messages?session=a%2F..%2Fb',
      '/dashboard?next=/a/../b',
      '/remotes/seller/0a1b2c3d4e5f/remoteEntry.js',
      '/.well-known/security.txt',
    ]) {
      expect(isRefusedPath(target), target).toBe(false);
    }
  });
});
