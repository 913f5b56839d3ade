import { rateLimitZones } from '@cardbridge/api-routes';
import type { PlatformOptions } from '@cardbridge/platform';
import { testReplicas } from './replica-profile';

/**
 * Browser tests and benchmarks send everything from one address, far faster than a person: they
 * raise the per-address limits a real deployment keeps (docs/product.md#limits), and nothing else.
 * Every zone of the route table, so a zone added later is relaxed too.
 */
export const relaxedLimits = {
  rateLimits: Object.fromEntries(
    rateLimitZones.map((zone) => [zone, { perMinute: 600_000, burst: 100_000 }]),
  ),
  connectionsPerAddress: 60_000,
} satisfies Pick<PlatformOptions, 'rateLimits' | 'connectionsPerAddress'>;

/** identity's own per-address sign-up limit, submissions' per-seller quota, chat's post limits. */
export const relaxedServiceLimits = {
  REGISTRATIONS_PER_HOUR: '1000000',
  MAX_OPEN_SUBMISSIONS: '1000000',
  DAILY_UPLOAD_MB: '1000000',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
  CHAT_ADDRESS_MESSAGES_PER_MINUTE: '1000000',
  CONTACT_SESSIONS_PER_HOUR: '1000000',
};

/**
 * chat's automatic canary abort judges after a few views and checks every second, so a browser
 * test sees a failing canary aborted within seconds (docs/product.md#releasing-a-remote).
 */
export const quickCanaryCheck = {
  CANARY_CHECK_INTERVAL_MS: '1000',
  CANARY_MIN_VIEWS: '3',
};

/**
 * A test platform behind the real nginx with these limits and the given admin, with the replica
 * profile's number of instances per service.
 */
export function testPlatformOptions(admin: { username: string; password: string }) {
  return {
    gateway: 'nginx',
    replicas: testReplicas(),
    ...relaxedLimits,
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      ...relaxedServiceLimits,
      ...quickCanaryCheck,
    },
  } satisfies PlatformOptions;
}
