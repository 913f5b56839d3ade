import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHttpError } from '../errors';
import { createInternalClient } from './internal-client';
import { userProfiles } from './user-profiles';

const token = 'test-internal-token-0123456789';
const unavailableMessage = 'Your account could not be checked right now. Please try again.';

/** A stand-in identity serving GET /internal/users/:id behind the internal token. */
let identityUrl = '';
const asked: { url: string; cookie: string | undefined }[] = [];
const server = createServer((req, res) => {
  asked.push({ url: req.url ?? '', cookie: req.headers.cookie });
  res.setHeader('content-type', 'application/json');
  if (req.headers['x-internal-token'] !== token) {
    res.statusCode = 401;
    res.end('{"message":"Unauthorized"}');
  } else if (req.url === '/internal/users/u-ann') {
    res.end(JSON.stringify({ id: 'u-ann', username: 'ann', email: 'ann@example.com' }));
  } else if (req.url === '/internal/users/u-other') {
    res.end(JSON.stringify({ id: 'u-bob', username: 'bob', email: 'bob@example.com' }));
  } else if (req.url === '/internal/users/u-broken') {
    res.statusCode = 500;
    res.end('{"message":"Internal Server Error"}');
  } else {
    res.statusCode = 404;
    res.end('{"message":"User not found"}');
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  identityUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const profilesAt = (baseUrl: string) =>
  userProfiles(
    createInternalClient({
      service: 'identity',
      baseUrl,
      internalToken: token,
      unavailableMessage,
    }),
  );

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isHttpError(error)) throw new Error('expected an HTTP error');
  return { status: error.status, message: error.message, expose: error.expose };
};

describe('user profiles from identity', () => {
  it("reads the user's email from identity's internal route with the token, no cookie", async () => {
    expect(await profilesAt(identityUrl).emailOf('u-ann')).toBe('ann@example.com');
    expect(asked.at(-1)).toEqual({ url: '/internal/users/u-ann', cookie: undefined });
  });

  it.each(['u-gone', 'u-other'])(
    'treats %s (unknown to identity, or answered as someone else) as signed out: 401',
    async (userId) => {
      expect(await failure(profilesAt(identityUrl).emailOf(userId))).toEqual({
        status: 401,
        message: 'Authentication required',
        expose: true,
      });
    },
  );

  it("answers the caller's 503 when identity fails or cannot be reached", async () => {
    const unavailable = { status: 503, message: unavailableMessage, expose: true };
    expect(await failure(profilesAt(identityUrl).emailOf('u-broken'))).toEqual(unavailable);
    expect(await failure(profilesAt('http://127.0.0.1:9').emailOf('u-ann'))).toEqual(unavailable);
  });
});
