import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInternalClient, isHttpError } from '@cardbridge/service-kit';
import { supportChatUnavailable, userProfiles } from './user-profiles.client';

const token = 'test-internal-token-0123456789';

/** A stand-in identity serving GET /internal/users/:id behind the internal token. */
let identityUrl = '';
const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.headers['x-internal-token'] !== token) {
    res.statusCode = 401;
    res.end('{"message":"Unauthorized"}');
    return;
  }
  if (req.url === '/internal/users/u-ann') {
    res.end(JSON.stringify({ id: 'u-ann', username: 'ann', email: 'ann@example.com' }));
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
      unavailableMessage: supportChatUnavailable,
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
  it("reads the user's email from identity's internal API", async () => {
    expect(await profilesAt(identityUrl).emailOf('u-ann')).toBe('ann@example.com');
  });

  it('treats an account identity does not know as signed out (401)', async () => {
    expect(await failure(profilesAt(identityUrl).emailOf('u-gone'))).toEqual({
      status: 401,
      message: 'Authentication required',
      expose: true,
    });
  });

  it('says support chat is unavailable when identity fails or cannot be reached', async () => {
    const unavailable = { status: 503, message: supportChatUnavailable, expose: true };
    expect(await failure(profilesAt(identityUrl).emailOf('u-broken'))).toEqual(unavailable);
    expect(await failure(profilesAt('http://127.0.0.1:9').emailOf('u-ann'))).toEqual(unavailable);
  });
});
