import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its enum is a const enum this build cannot import)
 * with 19 MiB and 2 passes, OWASP's recommended minimum, so a stolen database costs an attacker
 * memory as well as time per guess. Tests assert the stored hash starts with `$argon2id$`.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so response timing does not
 * reveal which emails or admin usernames exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('cardbridge-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
