import { describe, expect, it } from 'vitest';
import { isObjectId, parseObjectIdParam } from './object-id';

const id = '65a1b2c3d4e5f60718293a4b';

describe('isObjectId', () => {
  it('accepts 24 hex digits in either case', () => {
    expect(isObjectId(id)).toBe(true);
    expect(isObjectId(id.toUpperCase())).toBe(true);
  });

  it.each([
    ['too short', id.slice(1)],
    ['too long', `${id}0`],
    ['not hex', 'zz'.repeat(12)],
    ['12 characters (a valid id to mongoose, not here)', 'abcdefghijkl'],
    ['with a suffix', `${id}.1`],
    ['not a string', 42],
  ])('refuses %s', (_what, value) => {
    expect(isObjectId(value)).toBe(false);
  });
});

describe('parseObjectIdParam', () => {
  it('answers the id in the lower case it is stored in', () => {
    expect(parseObjectIdParam(id.toUpperCase(), 'Submission not found')).toBe(id);
  });

  it("answers anything else with the route's own 404", () => {
    expect(() => parseObjectIdParam('nope', 'Submission not found')).toThrow(
      expect.objectContaining({ status: 404, expose: true, message: 'Submission not found' }),
    );
  });
});
