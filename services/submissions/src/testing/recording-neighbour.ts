import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInternalClient } from '@cardbridge/service-kit';
import { internalToken } from './harness';

export interface Delivery {
  path: string;
  key: string;
  body: { id: string; topic: string; payload: Record<string, unknown> };
}

/**
 * A neighbour service stood in for at its HTTP boundary: it records every outbox delivery and
 * answers 2xx (or what `answer` says), so a test sees exactly what submissions announced.
 */
export async function recordingNeighbour(service: string) {
  const deliveries: Delivery[] = [];
  let answer = 201;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      if (answer < 300) {
        deliveries.push({
          path: req.url ?? '',
          key: String(req.headers['idempotency-key']),
          body: JSON.parse(text) as Delivery['body'],
        });
      }
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer < 300 ? {} : { message: 'down for the test' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    deliveries,
    client: createInternalClient({
      service,
      baseUrl: `http://127.0.0.1:${port}`,
      internalToken,
      unavailableMessage: `${service} is down`,
    }),
    /** Answer this status from now on (503: the neighbour is down). */
    answerWith: (status: number) => {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
