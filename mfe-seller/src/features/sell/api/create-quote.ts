import { quoteRefusalSchema, quoteSchema, type Quote } from '@cardbridge/contracts';
import { ApiError, requestJson } from '@cardbridge/web-kit';

/** POST /api/quotes: the payout for this amount at the brand's current rate, locked for a while. */
export function createQuote(input: { brand: string; amount: string }): Promise<Quote> {
  return requestJson('POST', '/api/quotes', quoteSchema, input);
}

/** The fresh quote a 409 of the submit offers when the seller's lock expired (docs/product.md#rate-lock). */
export function offeredQuote(error: unknown): Quote | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const parsed = quoteRefusalSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data.quote : undefined;
  } catch {
    return undefined;
  }
}
