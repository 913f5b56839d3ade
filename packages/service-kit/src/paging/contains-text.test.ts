import { expect, it } from 'vitest';
import { containsText, escapeRegExp } from './contains-text';

it('matches the text anywhere, in any case, and pattern characters only as themselves', () => {
  expect(containsText('STONE').test('Alma Stone')).toBe(true);
  expect(containsText('dev.rao').test('dev.rao@example.com')).toBe(true);
  expect(containsText('dev.rao').test('devxrao@example.com')).toBe(false);
  expect(containsText('.*').test('anything')).toBe(false);
  expect(new RegExp(`^${escapeRegExp('a+b')}`).test('a+b c')).toBe(true);
});
