import { parseDollars, wholeDollars } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';

type Limits = Pick<Brand, 'minCents' | 'maxCents'>;

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/** Limits are whole dollars and shown as docs/product.md#brand-catalogue writes them: '$25', '$2000'. */
const dollars = (cents: number) => `$${wholeDollars(cents)}`;

/**
 * The sell flow's value rule (docs/product.md#validation), shared by step 1 and the server so both say the
 * same words. The text is read digit by digit into integer cents, never through floats.
 */
export function checkAmount(text: string, brandName: string, limits: Limits): AmountCheck {
  const cents = parseDollars(text);
  if (cents === undefined || cents <= 0) {
    return { ok: false, message: 'Please enter a valid amount.' };
  }
  if (cents < limits.minCents) {
    return {
      ok: false,
      message: `Minimum amount for ${brandName} is ${dollars(limits.minCents)}.`,
    };
  }
  if (cents > limits.maxCents) {
    return {
      ok: false,
      message: `Maximum amount for ${brandName} is ${dollars(limits.maxCents)}.`,
    };
  }
  return { ok: true, cents };
}
