import {
  authConfigShape,
  base64Key32,
  loadConfig,
  nodeEnv,
  requiredInProduction,
  serviceConfigSchema,
  wholeNumber,
} from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { servicePorts } from '@cardbridge/topology';
import { z } from 'zod';

const positiveNumber = () =>
  z.coerce.number({ error: 'must be a number' }).positive('must be above 0');

/** The submissions service's environment, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: servicePorts.submissions })
  .extend(authConfigShape)
  .extend({
    NODE_ENV: nodeEnv(),
    /** payments' base URL, to check that a payout method belongs to the seller. */
    PAYMENTS_URL: z.url({ error: 'must be a URL (http://127.0.0.1:4003)' }),
    /**
     * AES-256-GCM key for card numbers, PINs and security codes at rest. Required in
     * production; a local run without it derives a development key from INTERNAL_TOKEN.
     */
    CARD_ENCRYPTION_KEY: base64Key32().optional(),
    /** Submissions one seller may have waiting for review (docs/product.md#limits). */
    MAX_OPEN_SUBMISSIONS: wholeNumber().default(20),
    /** Image megabytes one seller may upload per 24 hours. */
    DAILY_UPLOAD_MB: wholeNumber().default(500),
    /**
     * Submissions one seller may make within an hour before the review queue flags the next
     * (the velocity signal, docs/product.md#review-console); it never refuses one.
     */
    VELOCITY_PER_HOUR: wholeNumber().default(5),
    /** Age after which an image no submission uses (an interrupted upload) is removed. */
    ORPHAN_IMAGE_GRACE_MINUTES: wholeNumber().default(60),
    /** Points a brand's rate may move in one change before the admin must confirm it (docs/product.md#rates-as-data). */
    RATE_CHANGE_CONFIRM_POINTS: positiveNumber().default(10),
    /** Minutes a quote holds its rate (docs/product.md#rate-lock); fractions allowed (0.05 = 3 s, for tests). */
    QUOTE_LOCK_MINUTES: positiveNumber().default(30),
    /** Hours a seller has to answer a balance adjustment before it is declined for them. */
    ADJUSTMENT_ANSWER_HOURS: wholeNumber().default(72),
    /** How often (cluster-wide) overdue adjustments are looked for and declined. */
    ADJUSTMENT_SWEEP_SECONDS: wholeNumber().default(60),
  })
  .check(requiredInProduction({ CARD_ENCRYPTION_KEY: '32 bytes encoded in base64' }));

export type SubmissionsConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadSubmissionsConfig(env: Env = process.env): SubmissionsConfig {
  return loadConfig(configSchema, env);
}
