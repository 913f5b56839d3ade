import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every kind of registry change the history records (docs/product.md#releasing-a-remote). */
export type DeployAction = 'deploy' | 'rollback' | 'canary' | 'promote' | 'abort' | 'auto-abort';

export interface DeployHistoryEntry {
  /** ISO time of the change. */
  at: string;
  remote: string;
  action: DeployAction;
  /** The operator (CARDBRIDGE_OPERATOR, else git's user.name), or the automatic abort's name. */
  by: string;
  /** The version serving before the change (the live one; the canary's for an abort). */
  from: string | null;
  /** The version serving after it (for a canary: the canary version). */
  to: string;
  /** Canary share, for `canary`. */
  percent?: number;
  why: string;
}

const HISTORY_FILE = 'history.jsonl';

export const historyFile = (root: string) => path.join(root, HISTORY_FILE);

/** Appended while the registry lock is held, right after the registry swap it describes. */
export function appendHistory(root: string, entry: DeployHistoryEntry): void {
  const file = historyFile(root);
  const created = !fs.existsSync(file);
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
  // Group-writable, like the registry (remote-store.ts shareWithGroup).
  if (created) fs.chmodSync(file, 0o664);
}

/** The changes of one remote (or all), oldest first; a torn or foreign line is skipped. */
export function readHistory(root: string, remote?: string): DeployHistoryEntry[] {
  const file = historyFile(root);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as DeployHistoryEntry;
        return typeof entry?.remote === 'string' && typeof entry.action === 'string' ? [entry] : [];
      } catch {
        return [];
      }
    })
    .filter((entry) => !remote || entry.remote === remote);
}

/** Who runs the command: CARDBRIDGE_OPERATOR, else git's user.name, else the login name. */
export function operatorName(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.CARDBRIDGE_OPERATOR?.trim();
  if (named) return named;
  try {
    const git = execFileSync('git', ['config', 'user.name'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (git) return git;
  } catch {
    // no git, or no user.name: fall through
  }
  return os.userInfo().username;
}
