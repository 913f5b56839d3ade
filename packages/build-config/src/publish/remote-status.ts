import fs from 'node:fs';
import path from 'node:path';
import { servicePorts } from '@cardbridge/topology';
import type { DeployHistoryEntry } from './deploy-history';
import type { RemoteVersionEntry } from './remote-store';

/** One version's counts, as chat's `/internal/client-events/summary` answers them. */
export interface VersionCounts {
  version: string;
  views: number;
  loadErrors: number;
  renderErrors: number;
}

/**
 * Asks the service that keeps the client events (chat) for a remote's counts over the last
 * hour: at CHAT_URL (else the local platform's port) with INTERNAL_TOKEN (else the local
 * platform's generated one, in the data directory).
 */
export async function fetchCounts(
  name: string,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<VersionCounts[]> {
  const base = env.CHAT_URL ?? `http://127.0.0.1:${servicePorts.chat}`;
  const secrets = path.join(dataDir, 'dev-secrets.json');
  const token =
    env.INTERNAL_TOKEN ??
    (fs.existsSync(secrets)
      ? (JSON.parse(fs.readFileSync(secrets, 'utf8')) as { internalToken?: string }).internalToken
      : undefined);
  if (!token) throw new Error('no INTERNAL_TOKEN to ask chat with');
  const url = `${base}/internal/client-events/summary?remote=${encodeURIComponent(name)}&minutes=60`;
  const res = await fetch(url, {
    headers: { 'x-internal-token': token },
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return ((await res.json()) as { versions: VersionCounts[] }).versions;
}

const percentOf = (errors: number, views: number) =>
  views === 0 ? '-' : `${((100 * errors) / views).toFixed(1)} %`;

function countsLine(label: string, version: string, counts: VersionCounts[] | undefined): string {
  const c = counts?.find((v) => v.version === version);
  if (!counts) return `${label} ${version}`;
  const views = c?.views ?? 0;
  const load = c?.loadErrors ?? 0;
  const render = c?.renderErrors ?? 0;
  return `${label} ${version}  views ${views}  load failures ${load}  render errors ${render}  error rate ${percentOf(load + render, views)}`;
}

/** What `status <name>` prints: live and canary with their last hour, the last automatic abort. */
export function statusLines(
  entry: RemoteVersionEntry,
  counts: VersionCounts[] | Error,
  history: DeployHistoryEntry[],
): string[] {
  const known = counts instanceof Error ? undefined : counts;
  const lines = [`${entry.name} (last hour)`, countsLine('live  ', entry.version, known)];
  if (entry.canary) {
    lines.push(countsLine(`canary ${entry.canary.percent} %`, entry.canary.version, known));
  } else {
    lines.push('canary none');
  }
  if (counts instanceof Error) lines.push(`counts unavailable: ${counts.message}`);
  const lastAbort = history.findLast((h) => h.action === 'auto-abort');
  if (lastAbort) {
    lines.push(`last automatic abort: ${lastAbort.at} ${lastAbort.from ?? ''}: ${lastAbort.why}`);
  }
  return lines;
}

/** One history line: when, who, what, from -> to, why. */
export function historyLine(h: DeployHistoryEntry): string {
  const what = h.action === 'canary' ? `canary ${h.percent ?? '?'} %` : h.action;
  return `${h.at}  ${h.by}  ${what}  ${h.from ?? '(none)'} -> ${h.to}  ${h.why}`;
}
