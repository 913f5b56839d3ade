import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatDollars,
  formatMoney,
  formatRange,
  formatRate,
  parseDollars,
  splitHundredths,
  wholeDollars,
} from './index';

describe('display helpers', () => {
  it('shows money with two decimals and thousands separators', () => {
    expect(formatMoney(2_500)).toBe('$25.00');
    expect(formatMoney(186_000)).toBe('$1,860.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
    expect(formatMoney(99_900)).toBe('$999.00');
    expect(formatMoney(10_000_000)).toBe('$100,000.00');
  });

  it('writes the API decimal string without symbol or separators', () => {
    expect(formatDecimal(499_999)).toBe('4999.99');
    expect(formatDecimal(9_300)).toBe('93.00');
    expect(formatDecimal(5)).toBe('0.05');
    expect(() => formatDecimal(12.5)).toThrow(RangeError);
  });

  it('splits cents into dollars and cents with integer arithmetic only', () => {
    expect(splitHundredths(499_999)).toEqual([4_999, 99]);
    expect(splitHundredths(7)).toEqual([0, 7]);
    expect(wholeDollars(200_000)).toBe(2_000);
  });

  it('shows whole-dollar limits without decimals', () => {
    expect(formatDollars(200_000)).toBe('$2,000');
    expect(formatDollars(2_500)).toBe('$25');
    expect(formatDollars(2_550)).toBe('$25.50');
  });

  it('shows a brand range and rate the way sellers read them', () => {
    expect(formatRange({ minCents: 2_500, maxCents: 500_000 })).toBe('$25 - $5,000');
    expect(formatRate(93)).toBe('93%');
  });
});

describe('parseDollars', () => {
  it('reads dollars and cents into exact integer cents', () => {
    expect(parseDollars('25')).toBe(2_500);
    expect(parseDollars(' 25.5 ')).toBe(2_550);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('1999.99')).toBe(199_999);
    expect(parseDollars('20.05')).toBe(2_005);
  });

  it('refuses text that is not a plain positive dollar amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '12.', '.5', '1,000']) {
      expect(parseDollars(text), text).toBeUndefined();
    }
  });
});
