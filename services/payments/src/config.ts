import {
  authConfigShape,
  base64Key32,
  loadConfig,
  nodeEnv,
  serviceConfigSchema,
} from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { servicePorts } from '@cardbridge/topology';
import { z } from 'zod';

/** The payments service's environment, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: servicePorts.payments })
  .extend(authConfigShape)
  .extend({
    NODE_ENV: nodeEnv(),
    /** How long the sandbox payout provider takes to "send" (docs/product.md#payouts-and-transactions). */
    PAYOUT_SANDBOX_DELAY_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .default(1500),
    /**
     * AES-256-GCM key for payout account details at rest, always required: `npm start`
     * generates one (.data/dev-secrets.json), docker compose asks the operator for one.
     */
    PAYMENT_ENCRYPTION_KEY: base64Key32(),
    /**
     * Payouts above this many dollars wait for a second admin's approval before they are sent
     * (docs/product.md#four-eyes-approval).
     */
    PAYOUT_APPROVAL_THRESHOLD: z.coerce
      .number({ error: 'must be an amount in dollars' })
      .min(0, 'must be 0 or more')
      .default(500),
    /** When set, every sandbox payout fails with this reason (to see the failed path). */
    PAYOUT_SANDBOX_FAILURE: z.string().trim().min(1).optional(),
  });

export type PaymentsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  return loadConfig(configSchema, env);
}
