import { findBrand, parseDollars, wholeDollars } from '@cardbridge/catalogue';
import type { z } from 'zod';
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

/**
 * A form's brand and amount resolved in a zod transform: the catalogue brand (by `find`, the exact
 * name unless told) and the amount in cents within its limits, or an issue on the field at fault
 * (docs/product.md#validation) and `undefined`.
 */
export function resolveBrandAmount(
  input: { brand: string; amount: string },
  ctx: z.RefinementCtx,
  {
    amountField,
    find = findBrand,
  }: { amountField: string; find?: (text: string) => Brand | undefined },
): { brand: Brand; cents: number } | undefined {
  const brand = find(input.brand);
  if (!brand) {
    ctx.addIssue({
      code: 'custom',
      path: ['brand'],
      message: `${input.brand} is not a brand we buy.`,
    });
    return undefined;
  }
  const amount = checkAmount(input.amount, brand.name, brand);
  if (!amount.ok) {
    ctx.addIssue({ code: 'custom', path: [amountField], message: amount.message });
    return undefined;
  }
  return { brand, cents: amount.cents };
}
