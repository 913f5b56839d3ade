import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceNames, type ServiceName } from '../index.js';

/** What a test double saw: enough to prove where the gateway delivered a request, and how. */
export interface Echo {
  service: ServiceName;
  method: string;
  url: string;
  bodyBytes: number;
  headers: Record<string, string | undefined>;
}

export interface UpstreamDoubles {
  upstreams: Record<ServiceName, string>;
  /** Every request any double answered, oldest first: what reached the services. */
  received: Echo[];
  close(): Promise<void>;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function startDouble(service: ServiceName, received: Echo[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      const echo: Echo = {
        service,
        method: req.method ?? '',
        url: req.url ?? '',
        bodyBytes,
        headers: {
          host: single(req.headers.host),
          'x-request-id': single(req.headers['x-request-id']),
          'x-forwarded-for': single(req.headers['x-forwarded-for']),
          'x-forwarded-proto': single(req.headers['x-forwarded-proto']),
          'x-forwarded-host': single(req.headers['x-forwarded-host']),
          forwarded: single(req.headers.forwarded),
          'x-real-ip': single(req.headers['x-real-ip']),
          traceparent: single(req.headers.traceparent),
        },
      };
      received.push(echo);
      // A service's own copy of a security header: the gateway's value must win.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN' });
      res.end(JSON.stringify(echo));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function startUpstreamDoubles(): Promise<UpstreamDoubles> {
  const received: Echo[] = [];
  const servers = await Promise.all(serviceNames.map((name) => startDouble(name, received)));
  const upstreams = Object.fromEntries(
    serviceNames.map((name, i) => [
      name,
      `127.0.0.1:${(servers[i]?.address() as AddressInfo).port}`,
    ]),
  ) as Record<ServiceName, string>;
  return {
    upstreams,
    received,
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}

/** An address where nothing listens: the gateway's 502 path. */
export async function deadAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `127.0.0.1:${port}`;
}
