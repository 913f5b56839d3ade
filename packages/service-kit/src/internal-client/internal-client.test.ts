import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createInternalClient } from './internal-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A neighbour over real HTTP that answers with `answer` and records what it was asked. */
async function neighbour(answer: (res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => {
    server.close();
    server.closeAllConnections();
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const thing = z.object({ id: z.string() });
// Rows shaped like @cardbridge/api-routes' internalRoutes.
const oneThing = { method: 'GET', path: '/internal/things/{id}', response: thing } as const;
const allThings = { method: 'GET', path: '/internal/things', response: thing } as const;
const newThing = { method: 'POST', path: '/internal/things', response: thing } as const;
const client = (baseUrl: string, timeoutMs = 2_000) =>
  createInternalClient({
    service: 'things',
    baseUrl,
    internalToken: 'tok-0123456789abcdef',
    timeoutMs,
  });

describe('internal client', () => {
  it("sends the internal token and parses the answer with the row's schema", async () => {
    const things = await neighbour(json(200, { id: 't1', extra: true }));
    expect(await client(things.url).get(oneThing, { params: { id: 't1' } })).toEqual({
      id: 't1',
    });
    expect(things.seen[0]).toMatchObject({
      method: 'GET',
      url: '/internal/things/t1',
      headers: { 'x-internal-token': 'tok-0123456789abcdef' },
    });
  });

  it("fills the row's path parameters as one segment each and appends the query", async () => {
    const things = await neighbour(json(200, { id: 'a/b' }));
    await client(things.url).get(oneThing, { params: { id: 'a/b' }, query: { since: 'x y' } });
    await client(things.url).get(allThings, { query: { since: undefined } });
    expect(things.seen.map((seen) => seen.url)).toEqual([
      '/internal/things/a%2Fb?since=x+y',
      '/internal/things',
    ]);
  });

  it('POSTs JSON with the given idempotency key, or a fresh one', async () => {
    const things = await neighbour(json(201, { id: 'new' }));
    const named = { ...newThing, request: z.object({ name: z.string() }) };
    await client(things.url).post(named, { name: 'a' }, { idempotencyKey: 'k-1' });
    // The row's request schema types the body (checked by the typecheck, never run).
    // @ts-expect-error a body of another shape
    void (() => client(things.url).post(named, { nom: 'a' }));
    await client(things.url).post(newThing, { name: 'b' });
    expect(things.seen[0]?.headers['idempotency-key']).toBe('k-1');
    expect(JSON.parse(things.seen[0]?.body ?? '')).toEqual({ name: 'a' });
    expect(things.seen[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers undefined from find on a 404', async () => {
    const things = await neighbour(json(404, { message: 'Not found' }));
    expect(await client(things.url).find(oneThing, { params: { id: 'none' } })).toBeUndefined();
  });

  it.each([
    ['a 5xx', json(500, { message: 'boom' })],
    ['an answer of another shape', json(200, { name: 'no id' })],
    ['something other than JSON', (res: ServerResponse) => res.end('<html>')],
  ])('turns %s into a 503 with a message for the user', async (_what, answer) => {
    const things = await neighbour(answer);
    await expect(client(things.url).get(oneThing, { params: { id: 't1' } })).rejects.toMatchObject({
      status: 503,
      expose: true,
      message: 'The things service is unavailable right now. Please try again.',
    });
  });

  it('turns a neighbour that is down or too slow into a 503', async () => {
    const down = await neighbour(json(200, { id: 'x' }));
    close?.();
    await expect(client(down.url).get(allThings)).rejects.toMatchObject({ status: 503 });
    const slow = await neighbour(() => undefined);
    await expect(client(slow.url, 200).get(allThings)).rejects.toMatchObject({ status: 503 });
  });

  it('treats a 4xx other than a find 404 as its own mistake: a hidden 502', async () => {
    const things = await neighbour(json(401, { message: 'Internal token required' }));
    await expect(client(things.url).get(allThings)).rejects.toMatchObject({
      status: 502,
      expose: false,
      neighbourStatus: 401,
    });
  });
});
