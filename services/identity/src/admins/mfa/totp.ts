import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

const stepSeconds = 30;
// Its own instance (the package's default one is shared), one step either side: a phone whose
// clock is a little off still works.
const totp = authenticator.clone({ window: 1, step: stepSeconds });

/** A new RFC 6238 secret (160 bits, base32) and how an authenticator app learns it. */
export async function newTotpSecret(username: string) {
  const secret = totp.generateSecret(20);
  const otpauthUrl = totp.keyuri(username, 'Cardbridge', secret);
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauthUrl, qrDataUrl };
}

/** The time step a code belongs to, or undefined when it is not a current code. */
export function matchTotp(secret: string, code: string): number | undefined {
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return undefined;
  return Math.floor(Date.now() / 1000 / stepSeconds) + delta;
}

/** Ten recovery codes (40 random bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** High-entropy codes need no slow hash: SHA-256 of the normalised code. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}
