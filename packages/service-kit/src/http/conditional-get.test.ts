import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../testing/listen';
import type { Listening } from '../testing/listen';
import { answerVersioned } from './conditional-get';

let version = 1;
let audience: 'user' | 'public' | undefined;
let loads = 0;
let server: Listening;

beforeAll(async () => {
  const app = new Koa();
  app.use((ctx) =>
    answerVersioned(ctx, {
      validator: `list-${version}`,
      audience,
      load: async () => {
        loads += 1;
        return { version };
      },
    }),
  );
  server = await listen(app);
});
afterAll(() => server.close());

// Node's fetch marks a conditional request as a forced reload (no-cache); a browser revalidating
// its cached copy sends max-age=0, as here.
const get = (etag?: string) =>
  fetch(`${server.baseUrl}/list`, {
    headers: etag ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {},
  });

describe('answerVersioned', () => {
  it('answers the list with a weak ETag, private and varying by cookie', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: 1 });
    expect(res.headers.get('etag')).toBe('W/"list-1"');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Cookie');
  });

  it('answers 304 without loading the list while the client copy is current', async () => {
    const before = loads;
    const res = await get('W/"list-1"');
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(loads).toBe(before);
  });

  it('answers the new list once the validator changed', async () => {
    version = 2;
    const res = await get('W/"list-1"');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: 2 });
    expect(res.headers.get('etag')).toBe('W/"list-2"');
  });

  it('lets shared caches keep a public list, revalidated on every use', async () => {
    audience = 'public';
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('vary')).toBeNull();
    expect((await get('W/"list-2"')).status).toBe(304);
    audience = undefined;
  });
});
