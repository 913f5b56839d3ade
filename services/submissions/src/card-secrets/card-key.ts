import { encryptionKeyFrom } from '@cardbridge/service-kit';

/**
 * The card encryption key: `CARD_ENCRYPTION_KEY` when given (always in production, where config
 * refuses to start without it). A local run without it derives a stable development key from
 * the internal token, so data stays readable across restarts of the same local setup.
 */
export function cardKeyFrom(config: {
  CARD_ENCRYPTION_KEY?: string | undefined;
  INTERNAL_TOKEN: string;
}): Buffer {
  return encryptionKeyFrom(config.CARD_ENCRYPTION_KEY, config.INTERNAL_TOKEN, 'card-encryption');
}
