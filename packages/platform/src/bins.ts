import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/** The other workspaces' commands the platform runs (each service's is `serviceBin(name)`). */
export const commands = {
  database: 'cardbridge-mongo',
  gateway: 'cardbridge-gateway',
  nginxConfig: 'cardbridge-nginx-config',
  remote: 'cardbridge-remote',
} as const;

/**
 * The file behind a workspace's `bin` as npm linked it in node_modules/.bin: the platform starts
 * every program (database, services, gateway) by its command name, never by a path into another
 * package. Each bin is a Node script, run with this Node so the parent guard can be preloaded.
 */
export function resolveBin(name: string): string {
  const link = path.join(repoRoot, 'node_modules/.bin', name);
  try {
    return fs.realpathSync(link);
  } catch {
    throw new Error(
      `${name} is not installed (no ${path.relative(repoRoot, link)}); run "npm install"`,
    );
  }
}
