import { createTestSessions, startTestService } from '@cardbridge/service-kit/testing';
import { createPaymentsApp } from '../src/app';
import type { PaymentsAppOptions } from '../src/app';
import { loadPaymentsConfig } from '../src/config';
import type { PaymentsConfig } from '../src/config';

export const internalToken = 'test-internal-token-0123456789';

/**
 * The payments app over real HTTP on a free port, against the embedded MongoDB (or the real
 * one named by MONGODB_URI), in a database of its own; sessions come from a test issuer.
 */
export async function startPayments() {
  const sessions = await createTestSessions();
  const service = await startTestService<PaymentsConfig, PaymentsAppOptions>({
    name: 'payments',
    loadConfig: loadPaymentsConfig,
    createApp: createPaymentsApp,
    env: { IDENTITY_URL: 'http://127.0.0.1:9', INTERNAL_TOKEN: internalToken },
    extraDeps: { guards: sessions.guards },
  });
  return { ...service, signIn: sessions.signIn };
}

export type PaymentsHarness = Awaited<ReturnType<typeof startPayments>>;
