import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitFor } from './gateway-options.js';
import { routeTable } from './index.js';
import { gatewayKinds, type TestGateway } from './testing/gateway-kinds.js';
import { useGatewaySandbox } from './testing/gateway-sandbox.js';
import { request, type RequestOptions } from './testing/http-client.js';

const sandbox = useGatewaySandbox();
const limited = routeTable.filter((r) => r.rateLimits?.length);
const sample = (p: string) => p.replace(/\{\w+\}/g, '65f0c1a2b3c4d5e6f7a8b9c0');

describe.each(gatewayKinds)('%s gateway rate limits', (kind) => {
  let gateway: TestGateway | undefined;
  const url = () => gateway?.url ?? '';
  beforeAll(async () => {
    gateway = await sandbox.start(kind);
  });

  const post = (p: string, o: RequestOptions = {}) =>
    request(url(), p, {
      method: 'POST',
      // A GET or DELETE carries no body (rate-limited reads, releasing a claim).
      ...(o.method !== 'GET' && o.method !== 'DELETE' && { body: '{}' }),
      ...o,
      headers: { 'Content-Type': 'application/json', ...o.headers },
    });

  it.each(limited.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'refuses %s with 429 JSON and Retry-After once one address passes its burst',
    async (_name, route) => {
      // Every route from its own loopback address, so the zones they share do not interfere.
      const localAddress = `127.0.1.${limited.indexOf(route) + 1}`;
      const bursts = (route.rateLimits ?? []).map((zone) => rateLimitFor(zone, {}).burst);
      const allowed = Math.min(...bursts) + 1;
      const statuses: number[] = [];
      let refused;
      for (let i = 0; i <= allowed; i++) {
        const reply = await post(sample(route.path), { method: route.method, localAddress });
        statuses.push(reply.status);
        if (reply.status === 429) refused = reply;
      }
      expect(statuses).toEqual([...Array<number>(allowed).fill(200), 429]);
      expect(refused?.headers['retry-after']).toBe('60');
      expect(refused?.json()).toEqual({ message: 'Too many requests, please try again later' });
    },
  );

  it('limits uploads per seller across addresses, and per address across sellers', async () => {
    // Shaped like a session token: header.claims.signature.
    const token = (name: string) => `eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.${name.padEnd(86, 'x')}`;
    const upload = (seller: string, localAddress: string) =>
      post('/api/submit-gift-card', {
        localAddress,
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          Cookie: `cb_session=${token(seller)}`,
        },
      }).then((reply) => reply.status);
    const seller = rateLimitFor('upload-seller', {}).burst + 1;
    const statuses: number[] = [];
    for (let i = 0; i <= seller; i++) statuses.push(await upload('seller-a', '127.0.2.1'));
    expect(statuses).toEqual([...Array<number>(seller).fill(200), 429]);
    // Another seller at the same address still uploads; the first, moved elsewhere, still may not.
    expect(await upload('seller-b', '127.0.2.1')).toBe(200);
    expect(await upload('seller-a', '127.0.2.2')).toBe(429);

    // One address inventing a session per upload is held by the address limit.
    const address = rateLimitFor('upload', {}).burst + 1;
    const fresh: number[] = [];
    for (let i = 0; i <= address; i++) fresh.push(await upload(`forged-${i}`, '127.0.2.3'));
    expect(fresh).toEqual([...Array<number>(address).fill(200), 429]);

    // A cookie that is not shaped like a token counts against the address, however it varies.
    const sellerBurst = rateLimitFor('upload-seller', {}).burst + 1;
    const garbage: number[] = [];
    for (let i = 0; i <= sellerBurst; i++) {
      const reply = await post('/api/submit-gift-card', {
        localAddress: '127.0.2.4',
        headers: { Cookie: `cb_session=garbage-${i}` },
      });
      garbage.push(reply.status);
    }
    expect(garbage).toEqual([...Array<number>(sellerBurst).fill(200), 429]);
  });
});
