import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startPlatform, type RunningPlatform } from '@cardbridge/platform';
import { launchBrowser } from './browser';
import { testPlatformOptions } from './relaxed-limits';

/**
 * A platform of the test file's own, whose first admin is `admin` (turning MFA on for the shared
 * e2e admin would change every other file's sign-in), with `env` set (`ADMIN_MFA_REQUIRED`, as
 * docker compose runs it), and a browser: started before the file's tests, stopped after them.
 */
export function useOwnPlatform(
  admin: { username: string; password: string },
  env: Record<string, string> = {},
) {
  let platform: RunningPlatform | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const options = testPlatformOptions(admin);
    platform = await startPlatform({
      ...options,
      env: { ...options.env, ...env },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });
  return {
    platform: () => platform!,
    /** A fresh context (no cookies) on the platform. */
    newContext: () => browser!.newContext({ baseURL: platform!.url }),
  };
}
