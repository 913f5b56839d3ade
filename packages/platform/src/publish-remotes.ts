import { execFileSync } from 'node:child_process';
import { commands, resolveBin } from './bins.js';
import { repoRoot } from './paths.js';

/**
 * Publishes each remote's current build into the store with `cardbridge-remote`, the command
 * people and the gateway image deploy with: a build already there is left alone (a rollback made
 * since stays in force) and a remote not built yet is skipped, each said in the log.
 */
export function publishRemotes(storeRoot: string, log: (line: string) => void): void {
  const args = ['publish', '--all', '--if-new', '--if-built', '--root', storeRoot];
  const output = execFileSync(process.execPath, [resolveBin(commands.remote), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (const line of output.split('\n').filter(Boolean)) log(line);
}
