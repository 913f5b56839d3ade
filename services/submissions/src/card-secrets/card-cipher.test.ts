import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCardCipher, lastFour, maskCardNumber, parseCardKey } from './card-cipher';

const cipher = createCardCipher(randomBytes(32));

describe('card cipher', () => {
  it('round-trips a secret without leaving it readable', () => {
    const sealed = cipher.encrypt('6006491234567890', 'cardNumber');
    expect(sealed).not.toContain('6006491234567890');
    expect(cipher.decrypt(sealed, 'cardNumber')).toBe('6006491234567890');
  });

  it('gives the same secret a different ciphertext each time', () => {
    expect(cipher.encrypt('1234', 'pin')).not.toBe(cipher.encrypt('1234', 'pin'));
  });

  it('refuses a value moved to another field or tampered with', () => {
    const sealed = cipher.encrypt('1234', 'pin');
    expect(() => cipher.decrypt(sealed, 'cardNumber')).toThrow();
    // One bit of the ciphertext flipped (a text edit of the last characters can be a no-op:
    // base64's last character may carry padding bits only, or already be what was written).
    const [version, iv, tag, data = ''] = sealed.split('.');
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    const tampered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(() => cipher.decrypt(tampered, 'pin')).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => parseCardKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(parseCardKey(randomBytes(32).toString('base64'))).toHaveLength(32);
  });

  it('masks all but the last four characters', () => {
    expect(maskCardNumber(lastFour('6006 4912 3456 7890'))).toBe('•••• 7890');
    expect(lastFour('ABC')).toBe('C');
  });
});
