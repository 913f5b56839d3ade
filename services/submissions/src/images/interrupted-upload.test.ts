import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import type { TestUser } from '@cardbridge/service-kit/testing';

let app: SubmissionsHarness;
let ann: TestUser;

beforeAll(async () => {
  app = await startSubmissions();
  ann = await app.signIn('ann');
});
afterAll(() => app.close());

const boundary = 'cardbridge-test-boundary';

function part(name: string, value: string): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

describe('an upload the client abandons', () => {
  it('leaves no image chunks and no submission behind', async () => {
    const before = await app.storedCounts();
    const url = new URL('/api/submit-gift-card', app.baseUrl);
    const req = request(url, {
      method: 'POST',
      headers: {
        cookie: ann.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(20 * 1024 * 1024),
      },
    });
    req.on('error', () => {});
    req.write(
      part('brand', 'Amazon') +
        part('denomination', '100') +
        part('cardNumber', '6006-1111') +
        part('paymentMethodId', app.addPayoutMethod(ann)),
    );
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    // Enough of the image for GridFS to have stored chunks, then the client vanishes.
    req.write(jpeg(2 * 1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 300));
    req.destroy();

    await expect.poll(() => app.storedCounts(), { timeout: 5_000, interval: 100 }).toEqual(before);
    const health = await fetch(`${app.baseUrl}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe('an upload whose body ends before the closing boundary', () => {
  it('answers 400 and leaves no image chunks and no submission behind', async () => {
    const before = await app.storedCounts();
    const imagePart = `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        part('brand', 'Amazon') +
          part('denomination', '100') +
          part('cardNumber', '6006-1111') +
          part('paymentMethodId', app.addPayoutMethod(ann)) +
          imagePart,
      ),
      // Past the first GridFS chunk, so the store had written something to remove.
      jpeg(1024 * 1024),
    ]);
    const res = await fetch(new URL('/api/submit-gift-card', app.baseUrl), {
      method: 'POST',
      headers: { cookie: ann.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed multipart request' });
    await expect.poll(() => app.storedCounts(), { timeout: 5_000, interval: 100 }).toEqual(before);
  });
});
