import type { Quote } from '@cardbridge/contracts';
import type { StoredQuote } from './quote.model';

/** A quote as the client reads it: money in integer cents, the expiry as an ISO time. */
export function toQuote(quote: StoredQuote): Quote {
  return {
    quoteId: quote._id,
    brand: quote.brand,
    rate: quote.rate,
    amountCents: quote.amountCents,
    payoutCents: quote.payoutCents,
    expiresAt: quote.expiresAt.toISOString(),
  };
}
