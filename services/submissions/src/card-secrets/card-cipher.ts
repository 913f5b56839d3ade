import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * Encrypts card secrets (number, PIN, security code) at rest with AES-256-GCM. Each value gets a
 * fresh 96-bit IV; the field name is authenticated data, so a stored PIN cannot be swapped into
 * the card number field unnoticed. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface CardCipher {
  encrypt: (plaintext: string, field: string) => string;
  decrypt: (sealed: string, field: string) => string;
}

/** Decodes `CARD_ENCRYPTION_KEY` (base64, 32 bytes); throws a message naming the problem. */
export function parseCardKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('must be 32 bytes encoded in base64');
  return key;
}

export function createCardCipher(key: Buffer): CardCipher {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    encrypt(plaintext, field) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(field));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(sealed, field) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('Not a sealed card secret');
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(field));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** What a seller sees of their card number: its last four characters. */
export function maskCardNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** The last four characters kept in clear for masking; short codes reveal less. */
export function lastFour(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  return compact.length > 4 ? compact.slice(-4) : compact.slice(-Math.floor(compact.length / 2));
}
