import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateKeyField, isDuplicateKeyError } from './duplicate-key';
import { closeDatabase, createDatabaseConnection } from './mongo';
import type { Connection } from './mongo';
import { acquireTestDatabaseServer } from './testing/test-database';
import type { TestDatabaseServer } from './testing/test-database';

let database: TestDatabaseServer;
let db: Connection;

beforeAll(async () => {
  database = await acquireTestDatabaseServer();
  db = createDatabaseConnection({
    uri: database.uri,
    dbName: `duplicate_key_${randomUUID().slice(0, 8)}`,
  });
  await db.asPromise();
});
afterAll(async () => {
  await db.dropDatabase();
  await closeDatabase(db);
  await database.release();
});

const failure = (write: Promise<unknown>) =>
  write.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('isDuplicateKeyError', () => {
  it('recognises a unique index refusing a second key, and names its field', async () => {
    const accounts = db.model(
      'Account',
      new Schema({ email: { type: String, unique: true }, name: String }),
    );
    await accounts.init();
    await accounts.create({ email: 'ann@example.com', name: 'Ann' });
    const error = await failure(accounts.create({ email: 'ann@example.com', name: 'Bob' }));
    expect(isDuplicateKeyError(error)).toBe(true);
    if (isDuplicateKeyError(error)) expect(duplicateKeyField(error)).toBe('email');
  });

  it('does not take other failures for a duplicate', async () => {
    const typed = db.model('Typed', new Schema({ n: Number }));
    const error = await failure(typed.create({ n: 'not a number' as unknown as number }));
    expect(error).toBeInstanceOf(Error);
    expect(isDuplicateKeyError(error)).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
    expect(isDuplicateKeyError({ code: '11000' })).toBe(false);
  });
});
