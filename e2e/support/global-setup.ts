import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatform, repoRoot } from '@cardbridge/platform';
import { browserTestsSkipped } from './skip';
import { testPlatformOptions } from './relaxed-limits';

/** Known admin credentials for the browser tests (the platform passes them to identity). */
const admin = { username: 'admin', password: 'e2e-admin-password-1' };

/**
 * One platform for every browser test file: the embedded database in memory, the four built
 * services, and the real nginx gateway serving the built shell and remotes.
 */
export default async function setup(project: TestProject) {
  if (browserTestsSkipped()) return;
  const logDir = path.join(repoRoot, '.tmp/e2e-logs');
  const platform = await startPlatform({ ...testPlatformOptions(admin), logDir });
  project.provide('baseUrl', platform.url);
  project.provide('mongoUri', platform.mongoUri);
  project.provide('admin', admin);
  project.provide('logDir', logDir);
  project.provide('remotesRoot', platform.remotesRoot);
  // Identity writes emails (the sign-up links) here as .eml files.
  project.provide('mailDir', platform.mailDir ?? '');
  return () => platform.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mongoUri: string;
    admin: { username: string; password: string };
    logDir: string;
    /** The platform's versioned remote store (tests deploy and roll back in it). */
    remotesRoot: string;
    /** Where the platform's emails are written (.eml files). */
    mailDir: string;
  }
}
