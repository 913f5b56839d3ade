import { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { duplicateKeyField, isDuplicateKeyError } from './duplicate-key';
import { useTestDatabase } from './testing/use-test-database';

const database = useTestDatabase('duplicate_key');

const failure = (write: Promise<unknown>) =>
  write.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('isDuplicateKeyError', () => {
  it('recognises a unique index refusing a second key, and names its field', async () => {
    const accounts = database().model(
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
    const typed = database().model('Typed', new Schema({ n: Number }));
    const error = await failure(typed.create({ n: 'not a number' as unknown as number }));
    expect(error).toBeInstanceOf(Error);
    expect(isDuplicateKeyError(error)).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
    expect(isDuplicateKeyError({ code: '11000' })).toBe(false);
  });
});
