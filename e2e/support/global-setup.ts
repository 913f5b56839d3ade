import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatform, repoRoot } from '@cardbridge/platform';
import { browserTestsSkipped } from './skip';

/** Known admin credentials for the browser tests (the platform passes them to identity). */
const admin = { username: 'admin', password: 'e2e-admin-password-1' };

/**
 * One platform for every browser test file: the embedded database in memory, the four built
 * services, and the real nginx gateway serving the built shell and remotes.
 */
export default async function setup(project: TestProject) {
  if (browserTestsSkipped()) return;
  const logDir = path.join(repoRoot, '.tmp/e2e-logs');
  const platform = await startPlatform({
    gateway: 'nginx',
    logDir,
    rateLimits: { login: { perMinute: 600, burst: 100 }, contact: { perMinute: 600, burst: 100 } },
    env: {
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      // Every test signs up from this one address.
      REGISTRATIONS_PER_HOUR: '100000',
    },
  });
  project.provide('baseUrl', platform.url);
  project.provide('admin', admin);
  project.provide('logDir', logDir);
  return () => platform.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
    logDir: string;
  }
}
