import { randomBytes } from 'node:crypto';
import { quoteCents } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';
import { brandSettings } from '../brands/brand-settings';
import type { BrandDeps } from '../brands/brand-settings';
import type { QuoteModel, StoredQuote } from './quote.model';

export interface CreateQuoteInput {
  brand: Brand;
  /** Within the brand's limits (checked by the request's schema). */
  amountCents: number;
}

export interface CreateQuoteDeps extends BrandDeps {
  quotes: QuoteModel;
  /** How long a quote holds its rate (QUOTE_LOCK_MINUTES). */
  lockMs: number;
}

/**
 * Quotes a card at the brand's current rate and holds that rate for the lock's length
 * (docs/product.md#rate-lock). The id is random and unguessable: it is what a seller redeems.
 */
export async function createQuote(
  { brand, amountCents }: CreateQuoteInput,
  deps: CreateQuoteDeps,
): Promise<StoredQuote> {
  const settings = (await brandSettings(brand.slug, deps)) ?? brand;
  const now = new Date();
  const quote: StoredQuote = {
    _id: randomBytes(16).toString('base64url'),
    brand: brand.name,
    slug: brand.slug,
    rate: settings.ratePercent,
    amountCents,
    payoutCents: quoteCents(amountCents, settings),
    expiresAt: new Date(now.getTime() + deps.lockMs),
    sellerId: null,
    createdAt: now,
  };
  await deps.quotes.create(quote);
  return quote;
}
