import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

interface Author {
  email: string;
  name: string;
}
interface Book {
  title: string;
  author?: mongoose.Types.ObjectId;
  pages: number;
  tags: string[];
}
interface Counter {
  key: string;
  value: number;
}

const authorSchema = new Schema<Author>({
  email: { type: String, required: true, unique: true },
  name: String,
});
const bookSchema = new Schema<Book>({
  title: String,
  author: { type: Schema.Types.ObjectId, ref: 'Author' },
  pages: Number,
  tags: [String],
});
const counterSchema = new Schema<Counter>({ key: String, value: Number });

describe('mongoose against the database', () => {
  let t: TestDatabase;
  let conn: Connection;

  beforeAll(async () => {
    t = await openTestDatabase('em_mongoose');
    conn = await mongoose.createConnection(t.uri, { dbName: t.dbName }).asPromise();
  });
  const models = () => ({
    Author: conn.models.Author
      ? conn.model<Author>('Author')
      : conn.model<Author>('Author', authorSchema),
    Book: conn.models.Book ? conn.model<Book>('Book') : conn.model<Book>('Book', bookSchema),
    Counter: conn.models.Counter
      ? conn.model<Counter>('Counter')
      : conn.model<Counter>('Counter', counterSchema),
  });
  afterAll(async () => {
    await conn.close();
    await t.close();
  });

  it('surfaces a unique index violation as E11000 with keyValue', async () => {
    const { Author } = models();
    await Author.init();
    await Author.create({ email: 'ada@example.com', name: 'Ada' });
    const err = await Author.create({ email: 'ada@example.com', name: 'Other' }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 11000, keyValue: { email: 'ada@example.com' } });
    expect((err as Error).message).toContain(
      'E11000 duplicate key error collection: em_mongoose.authors index: email_1 dup key: { email: "ada@example.com" }',
    );
  });

  it('saves a changed document and reads the change back', async () => {
    const { Author } = models();
    const doc = await Author.create({ email: 'grace@example.com', name: 'Grace' });
    doc.name = 'Grace Hopper';
    await doc.save();
    expect((await Author.findById(doc._id).lean())?.name).toBe('Grace Hopper');
  });

  it('populates a reference', async () => {
    const { Author, Book } = models();
    const author = await Author.create({ email: 'tolkien@example.com', name: 'Tolkien' });
    await Book.create({ title: 'The Hobbit', author: author._id, pages: 310, tags: ['fantasy'] });
    const book = await Book.findOne({ title: 'The Hobbit' }).populate<{ author: Author }>('author');
    expect(book?.author.name).toBe('Tolkien');
  });

  it('counts documents matching a filter', async () => {
    const { Book } = models();
    await Book.insertMany([
      { title: 'A', pages: 100, tags: ['x'] },
      { title: 'B', pages: 500, tags: ['x', 'y'] },
    ]);
    expect(await Book.countDocuments({ tags: 'x' })).toBe(2);
    expect(await Book.countDocuments({ pages: { $gt: 200 } })).toBe(2);
  });

  it('upserts with findOneAndUpdate and then increments', async () => {
    const { Counter } = models();
    const first = await Counter.findOneAndUpdate(
      { key: 'orders' },
      { $inc: { value: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(first?.value).toBe(1);
    const second = await Counter.findOneAndUpdate(
      { key: 'orders' },
      { $inc: { value: 1 } },
      { returnDocument: 'after' },
    );
    expect(second?.value).toBe(2);
    expect(await Counter.countDocuments({ key: 'orders' })).toBe(1);
  });

  it('reads 250 documents in batches of 20 through a cursor', async () => {
    const { Counter } = models();
    await Counter.insertMany(
      Array.from({ length: 250 }, (_, i) => ({ key: `batch-${i}`, value: i })),
    );
    const seen: number[] = [];
    for await (const doc of Counter.find({ key: /^batch-/ })
      .sort({ value: 1 })
      .batchSize(20)
      .cursor()) {
      seen.push(doc.value);
    }
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('applies a mixed bulkWrite and reports its counts', async () => {
    const { Counter } = models();
    await Counter.create([
      { key: 'bulk-a', value: 1 },
      { key: 'bulk-b', value: 2 },
    ]);
    const res = await Counter.bulkWrite([
      { insertOne: { document: { key: 'bulk-c', value: 3 } } },
      { updateOne: { filter: { key: 'bulk-a' }, update: { $set: { value: 10 } } } },
      {
        updateMany: {
          filter: { key: { $in: ['bulk-a', 'bulk-b'] } },
          update: { $inc: { value: 1 } },
        },
      },
      { deleteOne: { filter: { key: 'bulk-b' } } },
      {
        replaceOne: {
          filter: { key: 'bulk-z' },
          replacement: { key: 'bulk-z', value: 0 },
          upsert: true,
        },
      },
    ]);
    expect(res.insertedCount).toBe(1);
    expect(res.matchedCount).toBe(3);
    expect(res.modifiedCount).toBe(3);
    expect(res.deletedCount).toBe(1);
    expect(res.upsertedCount).toBe(1);
    const values = await Counter.find({ key: /^bulk-/ })
      .sort({ key: 1 })
      .lean();
    expect(values.map((v) => [v.key, v.value])).toEqual([
      ['bulk-a', 11],
      ['bulk-c', 3],
      ['bulk-z', 0],
    ]);
  });
});
