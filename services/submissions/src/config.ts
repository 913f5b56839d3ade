import { authConfigShape, loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { z } from 'zod';

const base64Key = z
  .string()
  .refine(
    (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes encoded in base64 (openssl rand -base64 32)',
  );

const wholeNumber = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

/** The submissions service's environment, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4002 })
  .extend(authConfigShape)
  .extend({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** payments' base URL, to check that a payout method belongs to the seller. */
    PAYMENTS_URL: z.url({ error: 'must be a URL (http://127.0.0.1:4003)' }),
    /**
     * AES-256-GCM key for card numbers, PINs and security codes at rest. Required in
     * production; a local run without it derives a development key from INTERNAL_TOKEN.
     */
    CARD_ENCRYPTION_KEY: base64Key.optional(),
    /** Submissions one seller may have waiting for review (docs/product.md#limits). */
    MAX_OPEN_SUBMISSIONS: wholeNumber.default(20),
    /** Image megabytes one seller may upload per 24 hours. */
    DAILY_UPLOAD_MB: wholeNumber.default(500),
    /** Age after which an image no submission uses (an interrupted upload) is removed. */
    ORPHAN_IMAGE_GRACE_MINUTES: wholeNumber.default(60),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.CARD_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_ENCRYPTION_KEY'],
        message: 'is required in production (32 bytes encoded in base64)',
      });
    }
  });

export type SubmissionsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadSubmissionsConfig(env: Env = process.env): SubmissionsConfig {
  return loadConfig(configSchema, env);
}
