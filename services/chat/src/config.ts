import { authConfigShape, loadConfig, serviceConfigSchema } from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { z } from 'zod';

const wholeNumber = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

/** The chat service's environment: the common service keys and session checking, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: 4004 })
  .extend(authConfigShape)
  .extend({
    /** Messages one signed-in user, or one contact session, may send per minute (docs/product.md#limits). */
    CHAT_MESSAGES_PER_MINUTE: wholeNumber.default(20),
    /** Chat and contact-chat messages one address may send per minute, whoever sends them. */
    CHAT_ADDRESS_MESSAGES_PER_MINUTE: wholeNumber.default(60),
    /** Contact sessions one address may open per hour. */
    CONTACT_SESSIONS_PER_HOUR: wholeNumber.default(20),
  });

export type ChatConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadChatConfig(env: Env = process.env): ChatConfig {
  return loadConfig(configSchema, env);
}
