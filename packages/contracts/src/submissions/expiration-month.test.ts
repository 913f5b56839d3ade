import { describe, expect, it } from 'vitest';
import { currentMonth, expirationMonthSchema } from './expiration-month';

const messages = (value: unknown) =>
  expirationMonthSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('a card expiration month', () => {
  it('may be left empty', () => {
    expect(expirationMonthSchema.parse('')).toBeUndefined();
    expect(expirationMonthSchema.parse(undefined)).toBeUndefined();
  });

  it('takes a month and year from this month on', () => {
    expect(expirationMonthSchema.parse(currentMonth())).toBe(currentMonth());
    expect(expirationMonthSchema.parse('2099-01')).toBe('2099-01');
  });

  it('refuses a month the card has passed and text that is not a month', () => {
    expect(messages('2020-05')).toEqual([
      'This card has expired: enter a month and year it has not passed',
    ]);
    expect(messages('12/30')).toEqual(['Enter the expiration as a month and year']);
    expect(messages('2030-13')).toEqual(['Enter the expiration as a month and year']);
  });

  it('names the current month in UTC', () => {
    expect(currentMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  });
});
