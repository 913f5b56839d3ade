import {
  authConfigShape,
  loadConfig,
  serviceConfigSchema,
  wholeNumber,
} from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { servicePorts } from '@cardbridge/topology';
import type { z } from 'zod';

/** The chat service's environment: the common service keys and session checking, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: servicePorts.chat })
  .extend(authConfigShape)
  .extend({
    /** Messages one signed-in user, or one contact session, may send per minute (docs/product.md#limits). */
    CHAT_MESSAGES_PER_MINUTE: wholeNumber().default(20),
    /** Chat and contact-chat messages one address may send per minute, whoever sends them. */
    CHAT_ADDRESS_MESSAGES_PER_MINUTE: wholeNumber().default(60),
    /** Contact sessions one address may open per hour. */
    CONTACT_SESSIONS_PER_HOUR: wholeNumber().default(20),
  });

export type ChatConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadChatConfig(env: Env = process.env): ChatConfig {
  return loadConfig(configSchema, env);
}
