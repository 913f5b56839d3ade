import { z } from 'zod';

/** The environments a service knows; `production` turns on what local runs may leave unset. */
export const nodeEnvs = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

/** `NODE_ENV`, development when unset. */
export const nodeEnv = () =>
  z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` }).default('development');

const base64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * An AES-256 key as operators make one (`openssl rand -base64 32`). Strict base64: Node's
 * decoder skips characters it does not know, so a mistyped key could still yield 32 bytes.
 */
export const base64Key32 = () =>
  z
    .string({ error: 'is required (32 bytes encoded in base64: openssl rand -base64 32)' })
    .refine(
      (value) => base64.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes encoded in base64 (openssl rand -base64 32)',
    );

/** The shared secret of service-to-service calls (`x-internal-token`). */
export const internalToken = () =>
  z
    .string({ error: 'is required (the shared service-to-service secret)' })
    .min(16, 'must be at least 16 characters');

/** A count or a limit: a whole number, at least 1 (`MAX_OPEN_SUBMISSIONS=20`). */
export const wholeNumber = () =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1');
