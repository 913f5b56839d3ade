import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { digitalCardForm, submit } from '../testing/submit-request';
import { imageStore, ObjectId, uploadsInProgress } from './image-store';
import { sweepOrphanImages } from './orphan-image-sweeper';

describe('the orphan image sweeper (docs/product.md#limits)', () => {
  let app: SubmissionsHarness;
  beforeAll(async () => {
    app = await startSubmissions();
  });
  afterAll(() => app.close());

  const hourAgo = () => new Date(Date.now() - 60 * 60_000);
  const chunksOf = (id: InstanceType<typeof ObjectId>) =>
    app.db.collection('images.chunks').countDocuments({ files_id: id });
  const fileExists = async (id: InstanceType<typeof ObjectId>) =>
    (await app.db.collection('images.files').countDocuments({ _id: id })) === 1;
  const sweep = () =>
    sweepOrphanImages({
      db: app.db,
      submissions: app.db.model('Submission'),
      store: imageStore(app.db),
      graceMs: 30 * 60_000,
    });

  /** An upload broken off after its first chunks, as a crash leaves it. */
  async function interruptedUpload() {
    const id = new ObjectId();
    const stream = imageStore(app.db).openUpload(id, `${id.toHexString()}.jpg`, {});
    await new Promise<void>((resolve) => stream.write(jpeg(600_000), () => resolve()));
    stream.destroy();
    // Give the marker's insert and the first chunks time to land.
    for (let i = 0; i < 50 && (await chunksOf(id)) === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return id;
  }

  async function finishedUpload() {
    const id = new ObjectId();
    const stream = imageStore(app.db).openUpload(id, `${id.toHexString()}.jpg`, {});
    await new Promise<void>((resolve, reject) => {
      stream.once('finish', () => resolve());
      stream.once('error', reject);
      stream.end(jpeg(10_000));
    });
    return id;
  }

  it('removes the chunks of an old interrupted upload and leaves a recent one', async () => {
    const old = await interruptedUpload();
    const recent = await interruptedUpload();
    expect(await chunksOf(old)).toBeGreaterThan(0);
    expect(await fileExists(old)).toBe(false);
    await app.db
      .collection(uploadsInProgress)
      .updateOne({ _id: old }, { $set: { startedAt: hourAgo() } });

    await sweep();
    expect(await chunksOf(old)).toBe(0);
    expect(await app.db.collection(uploadsInProgress).countDocuments({ _id: old })).toBe(0);
    expect(await chunksOf(recent)).toBeGreaterThan(0);
  });

  it('removes an old file no submission uses and keeps the photos of a submission', async () => {
    const unused = await finishedUpload();
    const seller = await app.signIn('sweep-seller');
    const res = await submit(app.baseUrl, seller, digitalCardForm(app.addPayoutMethod(seller)));
    expect(res.status).toBe(201);
    const files = app.db.collection('images.files');
    await files.updateMany({}, { $set: { uploadDate: hourAgo() } });
    const used = (await files.find({ _id: { $ne: unused } }).toArray()).map((f) => f._id);
    expect(used.length).toBeGreaterThan(0);

    await sweep();
    expect(await fileExists(unused)).toBe(false);
    expect(await chunksOf(unused)).toBe(0);
    for (const id of used) expect(await fileExists(id)).toBe(true);
  });
});
