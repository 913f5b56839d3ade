import { formatDollars } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';
import { detailedError } from '@cardbridge/service-kit';
import { createQuote } from './create-quote';
import type { CreateQuoteDeps } from './create-quote';
import type { StoredQuote } from './quote.model';
import { toQuote } from './quote.view';

export interface RedeemQuoteInput {
  quoteId: string;
  sellerId: string;
  /** What the submission is for: the quote must be for the same brand and amount. */
  brand: Brand;
  amountCents: number;
}

const fresh = 'Here is a new quote at the current rate.';

/**
 * Uses a quote for a submission (docs/product.md#rate-lock): valid, for this brand and amount,
 * and free or already this seller's. The first use binds it to the seller in the same write
 * that checks it, so two sellers racing for one quote cannot both have it. Anything else is a
 * 409 offering a fresh quote at the current rate; the caller stores nothing.
 */
export async function redeemQuote(
  { quoteId, sellerId, brand, amountCents }: RedeemQuoteInput,
  deps: CreateQuoteDeps,
): Promise<StoredQuote> {
  const now = new Date();
  const bound = await deps.quotes
    .findOneAndUpdate(
      {
        _id: quoteId,
        slug: brand.slug,
        amountCents,
        expiresAt: { $gt: now },
        $or: [{ sellerId: null }, { sellerId }],
      },
      { $set: { sellerId } },
      { new: true },
    )
    .lean<StoredQuote>();
  if (bound) return bound;

  const found = await deps.quotes.findById(quoteId).lean<StoredQuote>();
  const offer = toQuote(await createQuote({ brand, amountCents }, deps));
  throw detailedError(409, `${refusal(found, { sellerId, brand, amountCents, now })} ${fresh}`, {
    quote: offer,
  });
}

function refusal(
  found: StoredQuote | null,
  { sellerId, brand, amountCents, now }: Omit<RedeemQuoteInput, 'quoteId'> & { now: Date },
): string {
  if (!found) return 'This quote is not valid.';
  if (found.expiresAt <= now) return 'Your rate lock has expired.';
  if (found.sellerId !== null && found.sellerId !== sellerId) {
    return 'This quote belongs to another seller.';
  }
  if (found.slug !== brand.slug || found.amountCents !== amountCents) {
    return `This quote was for ${formatDollars(found.amountCents)} of ${found.brand}, not ${formatDollars(amountCents)} of ${brand.name}.`;
  }
  return 'This quote is not valid.';
}
