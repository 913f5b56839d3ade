/**
 * Display and parsing helpers for integer cents. They split cents into whole dollars and a
 * two-digit remainder with integer arithmetic, so no value is ever shown with floating-point drift.
 */

const wholeDollars = (cents: number): number => (cents - (cents % 100)) / 100;

const grouped = (dollars: number): string => dollars.toLocaleString('en-US');

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError('cents must be a non-negative integer');
  }
}

/** Always two decimals: 2500 -> '$25.00', 186000 -> '$1,860.00'. For quotes and payouts. */
export function formatMoney(cents: number): string {
  assertCents(cents);
  const remainder = String(cents % 100).padStart(2, '0');
  return `$${grouped(wholeDollars(cents))}.${remainder}`;
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
