import { authConfigShape, loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { z } from 'zod';

/** The payments service's environment, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4003 })
  .extend(authConfigShape)
  .extend({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** How long the sandbox payout provider takes to "send" (docs/product.md#payouts-and-transactions). */
    PAYOUT_SANDBOX_DELAY_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .default(1500),
    /**
     * AES-256-GCM key for payout account details at rest. Required in production; a local run
     * without it derives a development key from INTERNAL_TOKEN.
     */
    PAYMENT_ENCRYPTION_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes encoded in base64 (openssl rand -base64 32)',
      )
      .optional(),
    /** When set, every sandbox payout fails with this reason (to see the failed path). */
    PAYOUT_SANDBOX_FAILURE: z.string().trim().min(1).optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || Boolean(env.PAYMENT_ENCRYPTION_KEY), {
    message: 'is required in production (32 bytes encoded in base64)',
    path: ['PAYMENT_ENCRYPTION_KEY'],
  });

export type PaymentsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  return loadConfig(configSchema, env);
}
