import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { neighbours } from './neighbours';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

const unused = 'http://127.0.0.1:9';
let close: (() => void) | undefined;
afterEach(() => close?.());

/** A neighbour service answering one status and body, recording what it was asked. */
async function neighbour(status: number, body: unknown) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('payout method directory', () => {
  it("asks payments with the internal token and answers the seller's method", async () => {
    const payments = await neighbour(200, {
      id: 'm1',
      type: 'paypal',
      accountInfo: 'ann@example.com',
      accountName: 'Ann',
      isDefault: false,
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const directory = neighbours({
      paymentsUrl: payments.url,
      identityUrl: unused,
      internalToken: 'tok',
    }).payoutMethods;
    expect(await directory.findForSeller('u1', 'm1')).toMatchObject({ id: 'm1' });
    expect(payments.seen[0]?.url).toBe('/internal/users/u1/payment-methods/m1');
    expect(payments.seen[0]?.headers['x-internal-token']).toBe('tok');
  });

  it('answers undefined for a method payments does not give this seller', async () => {
    const payments = await neighbour(404, { message: 'Payment method not found' });
    const directory = neighbours({
      paymentsUrl: payments.url,
      identityUrl: unused,
      internalToken: 'tok',
    }).payoutMethods;
    expect(await directory.findForSeller('u1', 'other')).toBeUndefined();
  });

  it('turns an outage into a 503 the seller can retry', async () => {
    const payments = await neighbour(500, { message: 'boom' });
    const directory = neighbours({
      paymentsUrl: payments.url,
      identityUrl: unused,
      internalToken: 'tok',
    }).payoutMethods;
    await expect(directory.findForSeller('u1', 'm1')).rejects.toMatchObject({ status: 503 });
  });
});

describe('seller profiles', () => {
  it("reads the seller's email from identity's internal route with the internal token, no cookie", async () => {
    const identity = await neighbour(200, { id: 'u1', username: 'ann', email: 'ann@example.com' });
    const { profiles } = neighbours({
      paymentsUrl: unused,
      identityUrl: identity.url,
      internalToken: 'tok',
    });
    expect(await profiles.emailOf('u1')).toBe('ann@example.com');
    expect(identity.seen[0]?.url).toBe('/internal/users/u1');
    expect(identity.seen[0]?.headers['x-internal-token']).toBe('tok');
    expect(identity.seen[0]?.headers.cookie).toBeUndefined();
  });

  it('answers 401 when identity no longer knows the account', async () => {
    const identity = await neighbour(404, { message: 'User not found' });
    const { profiles } = neighbours({
      paymentsUrl: unused,
      identityUrl: identity.url,
      internalToken: 'tok',
    });
    await expect(profiles.emailOf('u1')).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required',
    });
  });

  it.each([
    [500, { message: 'boom' }],
    [200, 'not the internal-user shape'],
  ])('turns identity answering %i %o into a 503 the seller can retry', async (status, body) => {
    const identity = await neighbour(status, body);
    const { profiles } = neighbours({
      paymentsUrl: unused,
      identityUrl: identity.url,
      internalToken: 'tok',
    });
    await expect(profiles.emailOf('u1')).rejects.toMatchObject({
      status: 503,
      message: 'Your account could not be checked right now. Please try again.',
    });
  });

  it('refuses an answer about another user', async () => {
    const identity = await neighbour(200, { id: 'u2', username: 'bob', email: 'bob@example.com' });
    const { profiles } = neighbours({
      paymentsUrl: unused,
      identityUrl: identity.url,
      internalToken: 'tok',
    });
    await expect(profiles.emailOf('u1')).rejects.toMatchObject({ status: 401 });
  });
});
