import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

const delta = { minCents: 10_000, maxCents: 500_000 };

describe('checkAmount', () => {
  it('accepts a value within the range, in exact cents', () => {
    expect(checkAmount('150.10', 'Delta Airlines', delta)).toEqual({ ok: true, cents: 15_010 });
  });

  it('names the brand and its limit', () => {
    expect(checkAmount('99.99', 'Delta Airlines', delta)).toEqual({
      ok: false,
      message: 'Minimum amount for Delta Airlines is $100.',
    });
    expect(checkAmount('5000.01', 'Delta Airlines', delta)).toEqual({
      ok: false,
      message: 'Maximum amount for Delta Airlines is $5000.',
    });
  });

  it('refuses negative and malformed numbers', () => {
    for (const text of ['-5', '', '1e3', '12.345']) {
      expect(checkAmount(text, 'Amazon', delta)).toEqual({
        ok: false,
        message: 'Please enter a valid amount.',
      });
    }
  });
});
