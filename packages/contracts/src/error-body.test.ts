import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './error-body';

describe('errorBodySchema', () => {
  it('accepts a plain message', () => {
    expect(errorBodySchema.parse({ message: 'Not Found' })).toEqual({ message: 'Not Found' });
  });

  it('accepts a validation error with per-field messages', () => {
    const body = { message: 'Invalid email address', errors: { email: 'Invalid email address' } };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('rejects a body without a message', () => {
    expect(errorBodySchema.safeParse({ error: 'boom' }).success).toBe(false);
  });
});
