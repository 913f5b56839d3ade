import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * Encrypts secrets at rest (card numbers, PINs, TOTP seeds) with AES-256-GCM. Each value gets a
 * fresh 96-bit IV; the field name is authenticated data, so a sealed value cannot be swapped into
 * another field unnoticed. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export interface FieldCipher {
  encrypt: (plaintext: string, field: string) => string;
  decrypt: (sealed: string, field: string) => string;
}

/** Decodes a 32-byte key given in base64; throws a message naming the problem. */
export function parseEncryptionKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('must be 32 bytes encoded in base64');
  return key;
}

/**
 * The configured key when given (production requires it); otherwise a stable development key
 * derived from the internal token, so a local setup reads its own data across restarts.
 */
export function encryptionKeyFrom(
  configured: string | undefined,
  internalToken: string,
  purpose: string,
): Buffer {
  if (configured) return parseEncryptionKey(configured);
  return Buffer.from(hkdfSync('sha256', internalToken, 'cardbridge', `${purpose}-dev-key`, 32));
}

export function createFieldCipher(key: Buffer): FieldCipher {
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
        throw new Error('Not a sealed secret');
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
