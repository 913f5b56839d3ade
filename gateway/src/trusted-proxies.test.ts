import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitFor } from './gateway-options.js';
import {
  proxyAddress,
  startForwardingProxy,
  type ForwardingProxy,
} from './testing/forwarding-proxy.js';
import { gatewayKinds, type TestGateway } from './testing/gateway-kinds.js';
import { useGatewaySandbox } from './testing/gateway-sandbox.js';
import { request, type RequestOptions } from './testing/http-client.js';
import type { Echo } from './testing/upstream-doubles.js';
import { clientOriginResolver, parseTrustedProxies } from './trusted-proxies.js';

const sandbox = useGatewaySandbox();
const signInBurst = rateLimitFor('login', {}).burst + 1;

describe.each(gatewayKinds)('%s gateway behind a trusted TLS front end', (kind) => {
  let gateway: TestGateway | undefined;
  let proxy: ForwardingProxy | undefined;
  beforeAll(async () => {
    gateway = await sandbox.start(kind, { trustedProxies: [`${proxyAddress}/32`] });
    proxy = await startForwardingProxy(gateway.url);
  });
  afterAll(() => proxy?.close());

  const signIn = (base: string | undefined, o: RequestOptions) =>
    request(base ?? '', '/api/auth/login', { method: 'POST', body: '{}', ...o });
  const signInUntilRefused = async (base: string | undefined, o: () => RequestOptions) => {
    const statuses: number[] = [];
    for (let i = 0; i <= signInBurst; i++) statuses.push((await signIn(base, o())).status);
    return statuses;
  };
  const refusedAfterBurst = [...Array<number>(signInBurst).fill(200), 429];

  it('limits each client behind the front end by its own address, and tells services that address and https', async () => {
    expect(await signInUntilRefused(proxy?.url, () => ({ localAddress: '127.0.3.1' }))).toEqual(
      refusedAfterBurst,
    );
    const other = await signIn(proxy?.url, { localAddress: '127.0.3.2' });
    expect(other.status).toBe(200);
    const echo = other.json<Echo>();
    expect(echo.headers['x-forwarded-for']).toBe('127.0.3.2');
    expect(echo.headers['x-forwarded-proto']).toBe('https');
    expect(other.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('counts a client that forges X-Forwarded-For through the front end by its real address', async () => {
    let n = 0;
    const forged = () => ({
      localAddress: '127.0.3.3',
      headers: { 'X-Forwarded-For': `198.51.100.${++n}` },
    });
    expect(await signInUntilRefused(proxy?.url, forged)).toEqual(refusedAfterBurst);
    const seen = await request(proxy?.url ?? '', '/api/auth/me', forged());
    expect(seen.json<Echo>().headers['x-forwarded-for']).toBe('127.0.3.3');
  });

  it('ignores forwarded headers sent straight to the gateway by anyone else', async () => {
    let n = 0;
    const forged = () => ({
      localAddress: '127.0.3.4',
      headers: {
        'X-Forwarded-For': `203.0.113.${++n}`,
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
        Forwarded: 'for=203.0.113.9;proto=https',
        'X-Real-IP': '203.0.113.9',
      },
    });
    expect(await signInUntilRefused(gateway?.url, forged)).toEqual(refusedAfterBurst);
    const direct = await request(gateway?.url ?? '', '/api/auth/me', {
      ...forged(),
      headers: { ...forged().headers, Host: 'cardbridge.test:8443' },
    });
    expect(direct.json<Echo>().headers).toMatchObject({
      'x-forwarded-for': '127.0.3.4',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'cardbridge.test:8443',
    });
    expect(direct.json<Echo>().headers.forwarded ?? '').toBe('');
    expect(direct.json<Echo>().headers['x-real-ip'] ?? '').toBe('');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('trusted proxies', () => {
  it('reads TRUSTED_PROXIES as comma-separated addresses and CIDR ranges, empty by default', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
    ]);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/CIDR/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/CIDR/);
  });

  it('takes the rightmost address no trusted proxy vouches for', () => {
    const origin = clientOriginResolver(['10.0.0.0/8']);
    expect(origin('10.0.0.1', '192.0.2.1, 198.51.100.2, 10.0.0.9', 'https')).toEqual({
      address: '198.51.100.2',
      proto: 'https',
    });
    expect(origin('::ffff:10.0.0.1', '10.0.0.3', undefined)).toEqual({
      address: '10.0.0.3',
      proto: 'http',
    });
    expect(origin('192.0.2.50', '10.0.0.3', 'https')).toEqual({
      address: '192.0.2.50',
      proto: 'http',
    });
  });
});
