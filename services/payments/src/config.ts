import { authConfigShape, loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { z } from 'zod';

/** The payments service's environment, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4003 })
  .extend(authConfigShape)
  .extend({
    /** How long the sandbox payout provider takes to "send" (docs/product.md#payouts-and-transactions). */
    PAYOUT_SANDBOX_DELAY_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .default(1500),
    /** When set, every sandbox payout fails with this reason (to see the failed path). */
    PAYOUT_SANDBOX_FAILURE: z.string().trim().min(1).optional(),
  });

export type PaymentsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  return loadConfig(configSchema, env);
}
