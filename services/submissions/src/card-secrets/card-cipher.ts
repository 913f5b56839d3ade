import { createFieldCipher, parseEncryptionKey } from '@cardbridge/service-kit';
import type { FieldCipher } from '@cardbridge/service-kit';

/** Card numbers, PINs and security codes are sealed with the kit's AES-256-GCM field cipher. */
export type CardCipher = FieldCipher;
export const createCardCipher = createFieldCipher;
export const parseCardKey = parseEncryptionKey;

/** What a seller sees of their card number: its last four characters. */
export function maskCardNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** The last four characters kept in clear for masking; short codes reveal less. */
export function lastFour(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  return compact.length > 4 ? compact.slice(-4) : compact.slice(-Math.floor(compact.length / 2));
}
