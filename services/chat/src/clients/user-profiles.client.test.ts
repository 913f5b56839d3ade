import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHttpError } from '@cardbridge/service-kit';
import { userProfiles } from './user-profiles.client';

/** A stand-in identity answering /api/auth/me by the cookie it is given. */
let identityUrl = '';
const server = createServer((req, res) => {
  const cookie = req.headers.cookie ?? '';
  res.setHeader('content-type', 'application/json');
  if (cookie === 'broken') {
    res.statusCode = 500;
    res.end('{"message":"Internal Server Error"}');
    return;
  }
  const user = cookie === 'ann' ? { id: 'u-ann', email: 'ann@example.com' } : null;
  res.end(JSON.stringify({ user }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  identityUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isHttpError(error)) throw new Error('expected an HTTP error');
  return { status: error.status, message: error.message, expose: error.expose };
};

describe('user profiles from identity', () => {
  it("reads the signed-in user's email with their own cookie", async () => {
    expect(await userProfiles({ identityUrl }).emailOf('u-ann', 'ann')).toBe('ann@example.com');
  });

  it('refuses with 401 when the session no longer names that user', async () => {
    expect(await failure(userProfiles({ identityUrl }).emailOf('u-ann', 'nobody'))).toEqual({
      status: 401,
      message: 'Authentication required',
      expose: true,
    });
    expect(await failure(userProfiles({ identityUrl }).emailOf('u-bob', 'ann'))).toMatchObject({
      status: 401,
    });
  });

  it('says support chat is unavailable when identity fails or cannot be reached', async () => {
    const unavailable = {
      status: 503,
      message: 'Support chat is unavailable right now. Please try again.',
      expose: true,
    };
    expect(await failure(userProfiles({ identityUrl }).emailOf('u-ann', 'broken'))).toEqual(
      unavailable,
    );
    const down = userProfiles({ identityUrl: 'http://127.0.0.1:9' });
    expect(await failure(down.emailOf('u-ann', 'ann'))).toEqual(unavailable);
  });
});
