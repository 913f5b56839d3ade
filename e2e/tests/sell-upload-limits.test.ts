import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';
import { jpeg } from '../support/images';
import { signUpThroughApi } from '../support/sign-up-link';
import { browserTestsSkipped } from '../support/skip';

/** A seller signed up through the gateway, with one payout method. */
async function seller() {
  const username = `lim${randomBytes(4).toString('hex')}`;
  const register = await signUpThroughApi(baseUrl(), {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    firstName: 'Lim',
    lastName: 'Its',
  });
  expect(register.status).toBe(201);
  const cookie = (register.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const method = await fetch(`${baseUrl()}/api/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ type: 'paypal', accountInfo: `${username}@example.com` }),
  });
  expect(method.status).toBe(201);
  const { id } = (await method.json()) as { id: string };
  return { cookie, paymentMethodId: id };
}

function form(paymentMethodId: string, images: Blob[]): FormData {
  const body = new FormData();
  body.append('brand', 'Amazon');
  body.append('denomination', '100');
  body.append('cardNumber', '6006-4912');
  body.append('paymentMethodId', paymentMethodId);
  images.forEach((image, i) => body.append('images', image, `photo-${i}.jpg`));
  return body;
}

const run = browserTestsSkipped() ? describe.skip : describe;

run('sell upload limits through the gateway', () => {
  it('the service refuses an image over 10 MB with its message', async () => {
    const { cookie, paymentMethodId } = await seller();
    const res = await fetch(`${baseUrl()}/api/submit-gift-card`, {
      method: 'POST',
      headers: { cookie },
      body: form(paymentMethodId, [jpeg(1024), jpeg(10 * 1024 * 1024 + 1)]),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'photo-1.jpg is larger than 10 MB.' });
  });

  it('the gateway refuses a body over its 105 MB upload limit', async () => {
    const { cookie, paymentMethodId } = await seller();
    const eleven = Array.from({ length: 11 }, () => jpeg(10 * 1024 * 1024));
    const res = await fetch(`${baseUrl()}/api/submit-gift-card`, {
      method: 'POST',
      headers: { cookie },
      body: form(paymentMethodId, eleven),
    }).catch((error: unknown) => error);
    // nginx answers 413 as soon as it sees the length; the client may still be sending.
    if (res instanceof Response) expect(res.status).toBe(413);
    else expect(String(res)).toMatch(/fetch failed|EPIPE|ECONNRESET|socket/i);

    const mine = await fetch(`${baseUrl()}/api/my-submissions`, { headers: { cookie } });
    expect(await mine.json()).toEqual([]);
  });
});
