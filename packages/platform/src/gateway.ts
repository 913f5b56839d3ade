import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { renderNginxConfig, startLocalGateway, type NginxConfigOptions } from '@cardbridge/gateway';
import { spawnManaged } from './child-process.js';
import { waitForProcessPort } from './free-port.js';
import { repoRoot, type ServiceName, type StaticRoots } from './paths.js';
import { supervise, type SupervisedProcess } from './supervisor.js';

export type GatewayKind = 'nginx' | 'local';

export interface GatewayOptions {
  kind: GatewayKind;
  port: number;
  upstreams: Record<ServiceName, string>;
  staticRoots: StaticRoots;
  /** Writable directory for nginx's config, temp files, logs and pid. */
  workDir: string;
  output: string | Writable;
  log: (line: string) => void;
  /** Browser tests sign in more often than a person would: they relax the login limits. */
  rateLimits?: NginxConfigOptions['rateLimits'];
  /** Load tests from one address hold many connections: they raise nginx's per-address cap. */
  connectionsPerAddress?: number;
}

export interface RunningGateway {
  kind: GatewayKind;
  url: string;
  /** nginx under supervision (the local gateway runs inside the platform process). */
  process?: SupervisedProcess;
  stop(): Promise<void>;
}

/** The nginx binary, if this machine has one. */
export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('which', ['nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function startGateway(o: GatewayOptions): Promise<RunningGateway> {
  const publicDir = path.join(repoRoot, 'gateway/public');
  if (o.kind === 'local') {
    const local = await startLocalGateway({
      port: o.port,
      upstreams: o.upstreams,
      staticRoots: o.staticRoots,
      publicDir,
      rateLimits: o.rateLimits,
    });
    return { kind: 'local', url: local.url, stop: () => local.close() };
  }
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  fs.mkdirSync(o.workDir, { recursive: true });
  const conf = path.join(o.workDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConfig({
      port: o.port,
      upstreams: o.upstreams,
      staticRoots: o.staticRoots,
      publicDir,
      prefix: o.workDir,
      rateLimits: o.rateLimits,
      connectionsPerAddress: o.connectionsPerAddress,
    }),
  );
  const proc = await supervise({
    name: 'gateway',
    spawn: () =>
      spawnManaged({
        name: 'gateway',
        kind: 'exec',
        command: nginx,
        args: ['-p', o.workDir, '-c', conf, '-g', 'daemon off;'],
        output: o.output,
      }),
    ready: (run) => waitForProcessPort(run, o.port, 10_000),
    log: o.log,
  });
  return {
    kind: 'nginx',
    url: `http://localhost:${o.port}`,
    process: proc,
    stop: () => proc.stop(),
  };
}
