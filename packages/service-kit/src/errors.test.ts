import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './testing/fixtures/demo-app';

describe('error middleware', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp({ jsonLimit: '1kb' });
  });
  afterAll(() => demo.close());

  const post = (path: string, body: string) =>
    fetch(`${demo.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers a client error with its status and message', async () => {
    const res = await fetch(`${demo.baseUrl}/conflict`);
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: 'Cannot move a completed submission to pending' });
  });

  it('answers the details a client error carries beside its message', async () => {
    const res = await fetch(`${demo.baseUrl}/conflict-with-offer`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'That offer expired', offer: { id: 'o-2' } });
  });

  it("keeps a client error's own headers", async () => {
    const res = await fetch(`${demo.baseUrl}/rate-limited`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({ message: 'Too many attempts' });
  });

  it('hides an unexpected error behind a generic 500 and logs its stack', async () => {
    const res = await fetch(`${demo.baseUrl}/crash`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal Server Error' });
    expect(text).not.toContain('10.0.0.7');
    expect(res.headers.get('x-cache-hint')).toBeNull();

    const failure = demo.logs.lines().find((line) => line.msg === 'request failed');
    expect(failure?.level).toBe(50);
    expect((failure?.err as { stack?: string }).stack).toContain('demo-app.ts');
  });

  it('answers an invalid body 400 with the per-field messages of the schema', async () => {
    const res = await post(
      '/sign-up',
      JSON.stringify({ email: 'nope', password: '123', address: { zip: 'x' } }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid email address',
      errors: {
        email: 'Invalid email address',
        password: 'Password must be at least 6 characters',
        'address.zip': 'Enter a 5-digit ZIP code',
      },
    });
  });

  it('accepts a valid body', async () => {
    const res = await post(
      '/sign-up',
      JSON.stringify({ email: 'ann@example.com', password: 'secret1' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ email: 'ann@example.com' });
  });

  it('answers malformed JSON 400 without echoing the body', async () => {
    const res = await post('/echo', '{"password": "hunter2",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body over the size limit 413', async () => {
    const res = await post('/echo', JSON.stringify({ note: 'x'.repeat(2048) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large' });
  });

  it('answers an id that is not an id 400', async () => {
    const res = await fetch(`${demo.baseUrl}/notes/not-an-id`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid identifier' });
  });

  it('answers a duplicate refused by a unique index 409 without quoting stored values', async () => {
    const res = await post('/users', '{}');
    expect(res.status).toBe(409);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'This record already exists' });
    expect(text).not.toContain('ann@example.com');
  });

  it('answers an unknown path 404 in the same shape', async () => {
    const res = await fetch(`${demo.baseUrl}/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a wrong method 405 in the same shape', async () => {
    const res = await fetch(`${demo.baseUrl}/conflict`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toEqual({ message: 'Method Not Allowed' });
  });
});
