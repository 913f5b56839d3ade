import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8 } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { isDuplicateKeyError } from '@cardbridge/service-kit';
import type { SigningKeyModel } from './signing-key.model';

export interface SessionKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published in the JWKS. */
  publicJwk: JWK;
}

const storedKeyId = 'session-signing-key';

async function fromPrivateJwk(privateJwk: JWK): Promise<SessionKeys> {
  const { kty, crv, x } = privateJwk;
  const bare: JWK = { kty, crv, x };
  const kid = await calculateJwkThumbprint(bare);
  const publicJwk: JWK = { ...bare, kid, alg: 'EdDSA', use: 'sig' };
  return {
    kid,
    privateKey: (await importJWK(privateJwk, 'EdDSA')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'EdDSA')) as CryptoKey,
    publicJwk,
  };
}

async function loadOrCreate(model: SigningKeyModel): Promise<SessionKeys> {
  const stored = await model.findById(storedKeyId).lean();
  if (stored) return fromPrivateJwk(stored.privateJwk as JWK);

  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const keys = await fromPrivateJwk(privateJwk);
  try {
    await model.create({ _id: storedKeyId, kid: keys.kid, privateJwk, createdAt: new Date() });
    return keys;
  } catch (error) {
    // Another instance stored its key first: everyone must sign with the same one.
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await model.findById(storedKeyId).lean();
    if (!winner) throw error;
    return fromPrivateJwk(winner.privateJwk as JWK);
  }
}

/**
 * The session signing key, loaded once: `JWT_PRIVATE_KEY` (PKCS#8 PEM, Ed25519) when configured,
 * else the pair stored in identity's database, generated on first start.
 */
export function sessionKeyStore(model: SigningKeyModel, privateKeyPem?: string) {
  let keys: Promise<SessionKeys> | undefined;
  const load = async () => {
    if (privateKeyPem) {
      const privateKey = await importPKCS8(privateKeyPem, 'EdDSA', { extractable: true });
      return fromPrivateJwk(await exportJWK(privateKey));
    }
    return loadOrCreate(model);
  };
  return (): Promise<SessionKeys> => {
    keys ??= load().catch((error: unknown) => {
      // A failed load (database not up yet) must be retried by the next caller.
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
