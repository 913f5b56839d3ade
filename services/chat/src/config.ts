import { authConfigShape, loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { servicePorts } from '@cardbridge/topology';
import type { z } from 'zod';

/** The chat service's environment: the common service keys and session checking, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: servicePorts.chat }).extend(
  authConfigShape,
);

export type ChatConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadChatConfig(env: Env = process.env): ChatConfig {
  return loadConfig(configSchema, env);
}
