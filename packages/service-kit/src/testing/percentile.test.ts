import { expect, it } from 'vitest';
import { percentile } from './percentile';

it('reads the value at the nearest rank, and 0 of nothing', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(percentile(hundred, 50)).toBe(50);
  expect(percentile(hundred, 99)).toBe(99);
  expect(percentile(hundred, 100)).toBe(100);
  expect(percentile([7, 9], 0)).toBe(7);
  expect(percentile([3], 99)).toBe(3);
  expect(percentile([], 50)).toBe(0);
});
