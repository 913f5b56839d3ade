import type { Connection, ServiceApp } from '@cardbridge/service-kit';
import { startTestService } from '@cardbridge/service-kit/testing';
import type { LogCapture } from '@cardbridge/service-kit/testing';
import { createIdentityApp } from '../app';
import type { IdentityAppOptions } from '../app';
import { loadIdentityConfig } from '../config';
import type { IdentityConfig } from '../config';
import { defaultAccountLimits } from '../auth/account-limits';
import type { AccountLimits } from '../auth/account-limits';
import { createMailer } from '../notifications/mailer';
import type { Email, Mailer } from '../notifications/mailer';
import type { ThrottlePolicy } from '../auth/throttle-policy';
import { expect } from 'vitest';
import { HttpClient } from './http-client';

export const testAdmin = { username: 'ops-admin', password: 'admin-secret-123' };
export const internalToken = 'identity-test-internal-token';

/** GET /api/auth/me for a signed-in browser (a visitor's answer is `{ user: null }`). */
export const signedInUser = { user: { id: expect.any(String), username: expect.any(String) } };

export interface IdentityTestApp {
  app: ServiceApp;
  baseUrl: string;
  config: IdentityConfig;
  db: Connection;
  logs: LogCapture;
  /** Emails sent, newest last (unless MAIL_DIR or SMTP_URL was given). */
  mail: Email[];
  client: () => HttpClient;
  close: () => Promise<void>;
}

/** Shortened waits so the lockout can be exercised in a test. */
export const fastThrottlePolicy: ThrottlePolicy = {
  pair: { slowAfter: 3, lockAfter: 5, baseDelayMs: 500, lockMs: 60_000, windowMs: 60_000 },
  address: { slowAfter: 50, lockAfter: 100, baseDelayMs: 200, lockMs: 60_000, windowMs: 60_000 },
  account: {
    slowAfter: 50,
    baseDelayMs: 200,
    maxDelayMs: 2_000,
    maxPerWindow: 1_000,
    windowMs: 60_000,
  },
};

/**
 * The real identity app on a free port against a real database (the embedded MongoDB, or the
 * one in MONGODB_URI), with a fresh database per app.
 */
export async function startIdentity(
  env: Record<string, string> = {},
  throttlePolicy: ThrottlePolicy = fastThrottlePolicy,
  accountLimits: Partial<AccountLimits> = {},
): Promise<IdentityTestApp> {
  // Emails are kept in memory (for `signUp` and the tests' eyes); a test about where they go
  // (MAIL_DIR, SMTP_URL) has them delivered there too.
  const mail: Email[] = [];
  const delivery =
    env.MAIL_DIR || env.SMTP_URL
      ? createMailer({
          smtpUrl: env.SMTP_URL,
          mailDir: env.MAIL_DIR ?? '',
          from: 'Cardbridge <no-reply@cardbridge.local>',
        })
      : undefined;
  const mailer: Mailer = {
    destination: delivery?.destination ?? 'memory',
    send: async (email) => {
      mail.push(email);
      await delivery?.send(email);
    },
  };
  const service = await startTestService<IdentityConfig, IdentityAppOptions>({
    name: 'identity',
    loadConfig: loadIdentityConfig,
    createApp: createIdentityApp,
    env: {
      INTERNAL_TOKEN: internalToken,
      ADMIN_USERNAME: testAdmin.username,
      ADMIN_PASSWORD: testAdmin.password,
      // Suites sign many users up from one address; the limit's own test sets it low.
      REGISTRATIONS_PER_HOUR: '10000',
      ...env,
    },
    extraDeps: {
      throttlePolicy,
      accountLimits: { ...defaultAccountLimits, ...accountLimits },
      mailer,
    },
  });
  mailboxes.set(service.baseUrl, mail);
  return { ...service, mail, client: () => new HttpClient(service.baseUrl) };
}

/** Each running test app's sent emails, by its base URL, for `signUp`. */
const mailboxes = new Map<string, Email[]>();

/** The token of the newest link of this kind emailed to `to`. */
export function linkTokenSent(mail: Email[], to: string, page: 'confirm-signup' | 'confirm-email') {
  const text = mail.filter((email) => email.to === to).at(-1)?.text ?? '';
  return new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text)?.[1];
}

/**
 * Signs up as a visitor does: the form (202, "check your email"), then the emailed link, opened in
 * the same browser, which creates the account and signs in. Answers the link's answer (201).
 */
export async function signUp(
  client: HttpClient,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const started = await client.post('/api/auth/register', body, headers);
  if (started.status !== 202) return started;
  const token = linkTokenSent(
    mailboxes.get(client.baseUrl) ?? [],
    String(body.email),
    'confirm-signup',
  );
  return client.post('/api/auth/register/confirm', { token }, headers);
}

let counter = 0;

/** A valid, unique registration body. */
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ana',
    lastName: 'Lima',
    username: `ana_${tag}`,
    email: `ana.${tag}@example.com`,
    password: 'first-secret',
    ...overrides,
  };
}
