import { loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import type { z } from 'zod';

/** The identity service's environment: the common service keys, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4001 });

export type IdentityConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadIdentityConfig(env: Env = process.env): IdentityConfig {
  return loadConfig(configSchema, env);
}
