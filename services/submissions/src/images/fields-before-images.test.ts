import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { submissionForm, submit } from '../testing/submit-request';

let app: SubmissionsHarness;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startSubmissions();
  // ann submits; bob only owns the payout method ann must not use.
  [ann, bob] = await Promise.all([app.signIn('ann'), app.signIn('bob')]);
});
afterAll(() => app.close());

const validFields = (paymentMethodId: string) => ({
  brand: 'Amazon',
  denomination: '100',
  cardNumber: '6006-4912-3456-7890',
  cardFormat: 'physical',
  cardCondition: 'brand_new',
  paymentMethodId,
});

describe('a submission refused for its fields', () => {
  it.each([
    ['an unknown brand', { brand: 'Acme Bucks' }, 'Acme Bucks is not a brand we buy.'],
    ['an amount under the minimum', { denomination: '5' }, 'Minimum amount for Amazon is $25.'],
    ['a missing card code', { cardNumber: ' ' }, 'Gift card code is required'],
    ['a foreign payout method', 'bob', 'Choose one of your own payment methods.'],
  ] as const)('with %s never opens a GridFS upload', async (_what, override, message) => {
    const own = app.addPayoutMethod(ann);
    const fields =
      override === 'bob'
        ? validFields(app.addPayoutMethod(bob))
        : { ...validFields(own), ...override };
    const opened = app.uploadsOpened();
    const before = await app.storedCounts();

    const res = await submit(
      app.baseUrl,
      ann,
      submissionForm(fields, [
        { name: 'front.jpg', bytes: jpeg(256 * 1024) },
        { name: 'back.jpg', bytes: jpeg(256 * 1024) },
      ]),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(app.uploadsOpened()).toBe(opened);
    expect(await app.storedCounts()).toEqual(before);
  });

  it('is refused while its images are still being sent, before any of them is stored', async () => {
    const boundary = 'fields-first-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const image = jpeg(512 * 1024);
    const fields = { ...validFields(app.addPayoutMethod(ann)), brand: 'Acme Bucks' };
    const head = Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => part(name, value))
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const opened = app.uploadsOpened();

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(new URL('/api/submit-gift-card', app.baseUrl), {
        method: 'POST',
        headers: {
          cookie: ann.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + image.length + tail.length),
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      // The fields and the first 4 kB of the image, then the client pauses mid-image.
      req.write(Buffer.concat([head, image.subarray(0, 4096)]));
      void vi
        .waitFor(
          () => {
            if (!app.logs.text().includes('submission refused')) throw new Error('not yet');
          },
          { timeout: 10_000, interval: 20 },
        )
        .then(() => {
          // Refused with the image still incomplete on the wire, and nothing opened in GridFS.
          expect(app.uploadsOpened()).toBe(opened);
          req.end(Buffer.concat([image.subarray(4096), tail]));
        }, reject);
    });

    const { status, body } = await answer;
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ message: 'Acme Bucks is not a brand we buy.' });
    expect(app.uploadsOpened()).toBe(opened);
  });
});

describe('a valid submission', () => {
  it('streams its images into GridFS once its fields are checked', async () => {
    const opened = app.uploadsOpened();
    const res = await submit(
      app.baseUrl,
      ann,
      submissionForm(validFields(app.addPayoutMethod(ann)), [{ name: 'a.jpg', bytes: jpeg() }]),
    );
    expect(res.status).toBe(201);
    expect(app.uploadsOpened()).toBe(opened + 1);
  });
});
