/**
 * Display and parsing helpers for integer cents. They split cents into whole dollars and a
 * two-digit remainder with integer arithmetic, so no value is ever shown with floating-point drift.
 */

/**
 * A non-negative integer split at its last two digits: 499999 -> [4999, 99]. The one place money
 * is divided: cents into dollars and cents, or hundredths of a cent into cents (quotes).
 */
export function splitHundredths(value: number): [whole: number, hundredths: number] {
  const hundredths = value % 100;
  return [(value - hundredths) / 100, hundredths];
}

/** The whole dollars of an amount in cents: 499999 -> 4999. */
export const wholeDollars = (cents: number): number => splitHundredths(cents)[0];

const twoDigits = (hundredths: number): string => String(hundredths).padStart(2, '0');

/**
 * Thousands separated by commas, as en-US writes whole dollars (4999 -> '4,999'). Not through
 * Intl: a page's first formatter costs a browser tens of milliseconds on a slow phone, and
 * `toLocaleString` builds a new one per call (the quote screen shows two amounts per brand).
 */
const grouped = (dollars: number): string => String(dollars).replace(/\B(?=(\d{3})+$)/g, ',');

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError('cents must be a non-negative integer');
  }
}

/** Always two decimals: 2500 -> '$25.00', 186000 -> '$1,860.00'. For quotes and payouts. */
export function formatMoney(cents: number): string {
  assertCents(cents);
  const [dollars, rest] = splitHundredths(cents);
  return `$${grouped(dollars)}.${twoDigits(rest)}`;
}

/** The API's decimal money string, no symbol or separators: 499999 -> '4999.99'. */
export function formatDecimal(cents: number): string {
  assertCents(cents);
  const [dollars, rest] = splitHundredths(cents);
  return `${dollars}.${twoDigits(rest)}`;
}

/** Whole dollars without decimals when there are no cents: 200000 -> '$2,000'. For limits. */
export function formatDollars(cents: number): string {
  assertCents(cents);
  return cents % 100 === 0 ? `$${grouped(wholeDollars(cents))}` : formatMoney(cents);
}

/** A brand's accepted range: '$25 - $2,000'. */
export function formatRange(range: { minCents: number; maxCents: number }): string {
  return `${formatDollars(range.minCents)} - ${formatDollars(range.maxCents)}`;
}

/** A rate as shown to sellers: 93 -> '93%'. */
export function formatRate(ratePercent: number): string {
  return `${ratePercent}%`;
}

const DOLLARS_PATTERN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Parses what a seller types as a dollar amount ('25', '25.5', '25.50') into integer cents by
 * reading the digits, never through parseFloat. Returns undefined for anything else.
 */
export function parseDollars(text: string): number | undefined {
  const match = DOLLARS_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}
