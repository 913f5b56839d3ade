import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { jpeg } from './images';
import { signUpThroughApi } from './sign-up-link';

/** Someone calling the API: their cookie (none for a visitor). */
export interface Principal {
  name: 'anonymous' | 'user' | 'another user' | 'admin';
  cookie?: string;
}

const cookieOf = (res: Response) => (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

/** A seller signed up through the gateway. */
export async function signUp(
  baseUrl: string,
  prefix: string,
  mailDir?: string,
): Promise<Principal & { email: string }> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const res = await signUpThroughApi(
    baseUrl,
    {
      username,
      email,
      password: 'correct horse battery staple',
      firstName: 'Matrix',
      lastName: 'Tester',
    },
    mailDir,
  );
  expect(res.status).toBe(201);
  return { name: 'user', cookie: cookieOf(res), email };
}

export async function signInAdmin(
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<Principal> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return { name: 'admin', cookie: cookieOf(res) };
}

// A real JPEG (the service decodes every photo), for the tests that upload.
export { jpeg } from './images';

/**
 * A JSON call to the API as `who`, from the site's own origin (so writes pass the cross-origin
 * check): `callAs(url)(seller, '/api/transactions')`.
 */
export function callAs(baseUrl: string, timeoutMs?: number) {
  return (who: Principal, path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        cookie: who.cookie ?? '',
        ...init.headers,
      },
      ...(timeoutMs && { signal: AbortSignal.timeout(timeoutMs) }),
    });
}

/** The seller's own payout method and one submission with one photo. */
export async function sellerWithSubmission(
  baseUrl: string,
  seller: Principal,
  cardNumber = '6006-4912-3456-7890',
) {
  const headers = { cookie: seller.cookie ?? '', origin: baseUrl };
  const method = await fetch(`${baseUrl}/api/payment-methods`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'paypal', accountInfo: 'matrix@example.com' }),
  });
  expect(method.status).toBe(201);
  const paymentMethodId = ((await method.json()) as { id: string }).id;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    brand: 'Amazon',
    denomination: '100',
    cardNumber,
    cardFormat: 'digital',
    cardCondition: 'brand_new',
    paymentMethodId,
  }))
    form.append(name, value);
  form.append('images', jpeg(), 'front.jpg');
  const submitted = await fetch(`${baseUrl}/api/submit-gift-card`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(submitted.status).toBe(201);
  const { submission } = (await submitted.json()) as {
    submission: { id: string; imageUrl: string[] };
  };
  const file = (submission.imageUrl[0] ?? '').replace(/^\/uploads\//, '');
  expect(file).toMatch(/\.(jpg|jpeg)$/);
  return { paymentMethodId, submissionId: submission.id, file };
}
