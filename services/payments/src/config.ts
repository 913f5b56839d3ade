import { authConfigShape, loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import type { z } from 'zod';

/** The payments service's environment, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4003 }).extend(authConfigShape);

export type PaymentsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  return loadConfig(configSchema, env);
}
