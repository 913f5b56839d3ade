import {
  authConfigShape,
  loadConfig,
  serviceConfigSchema,
  wholeNumber,
} from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { servicePorts } from '@cardbridge/topology';
import { z } from 'zod';

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
    /**
     * The versioned remote store (the gateway's `registry.json` and `history.jsonl`): the deploy
     * history is read from it and a failing canary is aborted in it. Unset: no automatic abort,
     * an empty history (docs/product.md#releasing-a-remote).
     */
    REMOTES_DIR: z.string().min(1).optional(),
    /** How often the automatic canary check runs, cluster-wide. */
    CANARY_CHECK_INTERVAL_MS: wholeNumber().default(30_000),
    /** Page views a canary needs before it is judged. */
    CANARY_MIN_VIEWS: wholeNumber().default(50),
    /** Percentage points the canary's error rate may exceed live's before it is aborted. */
    CANARY_ERROR_MARGIN_POINTS: wholeNumber().default(5),
    /** Minutes of reports both versions are judged on. */
    CANARY_WINDOW_MINUTES: wholeNumber().default(60),
  });

export type ChatConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadChatConfig(env: Env = process.env): ChatConfig {
  return loadConfig(configSchema, env);
}
