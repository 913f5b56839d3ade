import { vi } from 'vitest';
import type { AdminRole } from '@cardbridge/contracts';
import { startTestService } from '@cardbridge/service-kit/testing';
import { createChatApp } from '../app';
import type { ChatAppOptions } from '../app';
import { loadChatConfig } from '../config';
import type { ChatConfig } from '../config';
import { createChatTestSessions } from './sessions';
import type { SignedIn } from './sessions';

export const internalToken = 'test-internal-token-0123456789';

/**
 * The chat app over real HTTP against the embedded MongoDB (or MONGODB_URI), in a database of
 * its own. Identity is stood in for at its boundary: sessions from a test issuer, and each
 * user's email derived from their username.
 */
export async function startChat({
  identityDown = false,
  env = {},
}: { identityDown?: boolean; env?: Record<string, string> } = {}) {
  const sessions = createChatTestSessions();
  const service = await startTestService<ChatConfig, ChatAppOptions>({
    name: 'chat',
    loadConfig: loadChatConfig,
    createApp: createChatApp,
    env: { IDENTITY_URL: 'http://127.0.0.1:9', INTERNAL_TOKEN: internalToken, ...env },
    extraDeps: {
      guards: sessions.guards,
      // With identityDown, emails are asked of the real client at IDENTITY_URL, where nothing listens.
      ...(!identityDown && {
        profiles: { emailOf: async (userId: string) => `${userId}@example.com` },
      }),
    },
  });
  await vi.waitFor(async () => {
    const res = await fetch(`${service.baseUrl}/readyz`);
    if (res.status !== 200) throw new Error(`chat not ready: ${res.status}`);
  });

  const call = async <T = unknown>(
    method: string,
    path: string,
    options: {
      as?: SignedIn;
      body?: unknown;
      etag?: string;
      /** The caller's address, as the gateway forwards it (the test is a trusted proxy). */
      from?: string;
    } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.from) headers['x-forwarded-for'] = options.from;
    if (options.as) headers.cookie = options.as.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.etag) {
      headers['if-none-match'] = options.etag;
      // Node's fetch marks a conditional request as a forced reload (no-cache); a browser
      // revalidating its cached copy sends max-age=0, as here.
      headers['cache-control'] = 'max-age=0';
    }
    const res = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return {
      status: res.status,
      etag: res.headers.get('etag') ?? undefined,
      retryAfter: res.headers.get('retry-after') ?? undefined,
      body: (text ? JSON.parse(text) : undefined) as T,
    };
  };

  const contactForm = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Vera',
    lastName: 'Visitor',
    email: 'vera@example.com',
    subject: 'Card not accepted',
    message: 'My Amazon card was refused, why?',
    ...overrides,
  });

  const openSession = async (overrides: Record<string, unknown> = {}, from?: string) => {
    const res = await call<{ sessionId: string }>('POST', '/api/contact', {
      body: contactForm(overrides),
      from,
    });
    if (res.status !== 201) throw new Error(`contact answered ${res.status}`);
    return res.body.sessionId;
  };

  return {
    ...service,
    call,
    contactForm,
    openSession,
    signInUser: (username?: string) => sessions.signIn('user', username),
    signInAdmin: (username?: string, role?: AdminRole) => sessions.signIn('admin', username, role),
  };
}

export type ChatHarness = Awaited<ReturnType<typeof startChat>>;
