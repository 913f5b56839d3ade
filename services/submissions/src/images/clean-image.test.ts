import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { corruptJpeg, heic, jpeg, jpegWithGps, pngDeclaring } from '../testing/images';
import { digitalCardFields, submissionForm, submit } from '../testing/submit-request';
import type { ImagePart } from '../testing/submit-request';

let app: SubmissionsHarness;
let ann: TestUser;
let method: string;

beforeAll(async () => {
  app = await startSubmissions();
  ann = await app.signIn('clean-ann');
  method = app.addPayoutMethod(ann);
});
afterAll(() => app.close());

const form = (images: ImagePart[]) => submissionForm(digitalCardFields(method), images);

async function expectRefused(images: ImagePart[], message: string) {
  const before = await app.storedCounts();
  const res = await submit(app.baseUrl, ann, form(images));
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message });
  expect(await app.storedCounts()).toEqual(before);
}

describe('uploaded photos are decoded and cleaned (docs/product.md#limits)', () => {
  it('refuses a small PNG declaring 40000 x 40000 pixels before decoding it, storing nothing', async () => {
    const bomb = pngDeclaring(40_000, 40_000);
    expect(bomb.length).toBeLessThan(2048);
    await expectRefused(
      [
        { name: 'front.jpg', bytes: jpeg() },
        { name: 'bomb.png', bytes: bomb, type: 'image/png' },
      ],
      'bomb.png is too large: images may have at most 40 megapixels.',
    );
  });

  it('refuses a file with a JPEG signature that does not decode, storing nothing', async () => {
    await expectRefused(
      [{ name: 'broken.jpg', bytes: corruptJpeg() }],
      'broken.jpg could not be read as an image; it may be damaged.',
    );
  });

  it('refuses a file with a HEIC signature that does not decode, storing nothing', async () => {
    await expectRefused(
      [{ name: 'iphone.heic', bytes: heic, type: 'image/heic' }],
      'iphone.heic could not be read as an image; it may be damaged.',
    );
  });

  it('takes an iPhone HEIC photo and stores it as a JPEG browsers can show', async () => {
    const sent = await readFile(new URL('../testing/fixtures/card.heic', import.meta.url));
    const res = await submit(
      app.baseUrl,
      ann,
      form([{ name: 'iphone.heic', bytes: sent, type: 'image/heic' }]),
    );
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmitGiftCardResponse;
    expect(submission.imageUrl[0]).toMatch(/^\/uploads\/[0-9a-f]{24}\.jpg$/);
    const served = await fetch(`${app.baseUrl}/api${submission.imageUrl[0]}`, {
      headers: { cookie: ann.cookie },
    });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('stores a JPEG without its EXIF (GPS position, camera) and serves it uncached', async () => {
    const sent = await jpegWithGps();
    const sentMeta = await sharp(sent).metadata();
    expect(sentMeta.exif?.includes('CardbridgeTestCam')).toBe(true);

    const res = await submit(app.baseUrl, ann, form([{ name: 'gps.jpg', bytes: sent }]));
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmitGiftCardResponse;
    const served = await fetch(`${app.baseUrl}/api${submission.imageUrl[0]}`, {
      headers: { cookie: ann.cookie },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('CardbridgeTestCam')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });
});
