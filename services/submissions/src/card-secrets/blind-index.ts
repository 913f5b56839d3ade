import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Keyed hashes of a card number, so admins can search by the full number or its last four digits
 * without decrypting every stored card (docs/product.md#admin-review). The key is derived from
 * the card encryption key; without it the hashes reveal nothing, not even equal numbers.
 */
export function createBlindIndex(cardKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', cardKey, 'cardbridge', 'card-blind-index', 32));
  const hash = (kind: string, value: string) =>
    createHmac('sha256', key).update(`${kind}:${value}`).digest('base64url');
  const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
  return {
    /** The stored pair for a card number. */
    of(cardNumber: string) {
      const card = compact(cardNumber);
      return { full: hash('full', card), last4: hash('last4', card.slice(-4)) };
    },
    /** What a search term could match: the full number, or (4 characters) its last four. */
    searchTerms(term: string): string[] {
      const card = compact(term);
      if (card.length < 4) return [];
      return card.length === 4 ? [hash('last4', card)] : [hash('full', card)];
    },
  };
}

export type BlindIndex = ReturnType<typeof createBlindIndex>;
