import { hkdfSync } from 'node:crypto';
import { parseCardKey } from './card-cipher';

/**
 * The card encryption key: `CARD_ENCRYPTION_KEY` when given (always in production, where config
 * refuses to start without it). A local run without it derives a stable development key from
 * the internal token, so data stays readable across restarts of the same local setup.
 */
export function cardKeyFrom(config: {
  CARD_ENCRYPTION_KEY?: string | undefined;
  INTERNAL_TOKEN: string;
}): Buffer {
  if (config.CARD_ENCRYPTION_KEY) return parseCardKey(config.CARD_ENCRYPTION_KEY);
  return Buffer.from(
    hkdfSync('sha256', config.INTERNAL_TOKEN, 'cardbridge', 'card-encryption-dev-key', 32),
  );
}
