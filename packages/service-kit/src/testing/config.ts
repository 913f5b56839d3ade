import type { Env } from '../config';

/**
 * The MongoDB the tests use: the real one when `MONGODB_URI` is set (CI against MongoDB),
 * otherwise undefined and the embedded server is started.
 */
export function testMongoUri(env: Env = process.env): string | undefined {
  return env.MONGODB_URI || undefined;
}
