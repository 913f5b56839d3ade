import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startInternalBalancer, type InternalBalancer } from './internal-balancer';

const servers: http.Server[] = [];
let balancer: InternalBalancer | undefined;
afterEach(async () => {
  await balancer?.stop();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function replica(answer: string): Promise<number> {
  const server = http.createServer((_req, res) => res.end(answer));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const get = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
  return res.text();
};

describe('internal balancer', () => {
  it('spreads calls over the replicas and skips one that is down', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const down = await freePort();
    const port = await freePort();
    balancer = await startInternalBalancer({ port, backends: [a, down, b] });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await get(port));
    expect(answers).toContain('a');
    expect(answers).toContain('b');
    expect(answers).toHaveLength(6);
  });

  it('cuts the connection when every replica is down', async () => {
    const port = await freePort();
    balancer = await startInternalBalancer({ port, backends: [await freePort()] });
    await expect(get(port)).rejects.toThrow();
  });
});
