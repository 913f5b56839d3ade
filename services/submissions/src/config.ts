import { loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import type { z } from 'zod';

/** The submissions service's environment: the common service keys, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4002 });

export type SubmissionsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadSubmissionsConfig(env: Env = process.env): SubmissionsConfig {
  return loadConfig(configSchema, env);
}
