import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The address the stand-in TLS front end connects to the gateway from. */
export const proxyAddress = '127.0.0.2';

export interface ForwardingProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in for a TLS front end: forwards each request to the gateway from `proxyAddress`,
 * appending the address its client connected from to `X-Forwarded-For` and reporting https.
 */
export async function startForwardingProxy(gatewayUrl: string): Promise<ForwardingProxy> {
  const target = new URL(gatewayUrl);
  const server = http.createServer((req, res) => {
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const forwardedFor = [req.headers['x-forwarded-for'], peer].filter(Boolean).join(', ');
    const upstream = http.request({
      host: '127.0.0.1',
      port: target.port,
      localAddress: proxyAddress,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      agent: false,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
