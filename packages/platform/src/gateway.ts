import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { RateLimitZone } from '@cardbridge/api-routes';
import { commands, resolveBin } from './bins.js';
import { spawnManaged } from './child-process.js';
import { waitForProcessPort } from './free-port.js';
import { repoRoot, type ServiceName, type StaticRoots } from './paths.js';
import { supervise, type SupervisedProcess } from './supervisor.js';

export type GatewayKind = 'nginx' | 'local';

export interface GatewayOptions {
  kind: GatewayKind;
  port: number;
  /** Every instance of each service (`host:port`); nginx balances over them. */
  upstreams: Record<ServiceName, readonly string[]>;
  staticRoots: StaticRoots;
  /** Writable directory for nginx's config, temp files, logs and pid. */
  workDir: string;
  output: string | Writable;
  log: (line: string) => void;
  /** Browser tests sign in more often than a person would: they relax the login limits. */
  rateLimits?: Partial<Record<RateLimitZone, { perMinute: number; burst: number }>>;
  /** Load tests from one address hold many connections: they raise nginx's per-address cap. */
  connectionsPerAddress?: number;
  /** A TLS front end's addresses/CIDRs, whose X-Forwarded-For and -Proto the gateway believes. */
  trustedProxies?: readonly string[];
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

/**
 * The gateway as the platform runs it: a deployable of its own, reached through its bins (the
 * platform imports no app): nginx with the config `cardbridge-nginx-config` renders, or the Node
 * stand-in `cardbridge-gateway`, either one supervised.
 */
export async function startGateway(o: GatewayOptions): Promise<RunningGateway> {
  const options = {
    port: o.port,
    upstreams: o.upstreams,
    staticRoots: o.staticRoots,
    publicDir: path.join(repoRoot, 'gateway/public'),
    rateLimits: o.rateLimits,
    trustedProxies: o.trustedProxies,
  };
  const spawnGateway =
    o.kind === 'local'
      ? () =>
          spawnManaged({
            name: 'gateway',
            kind: 'node',
            command: resolveBin(commands.gateway),
            args: [JSON.stringify({ ...options, upstreams: firstOfEach(o.upstreams) })],
            cwd: repoRoot,
            env: { PATH: process.env.PATH },
            output: o.output,
          })
      : nginxRunner(o, options);
  const proc = await supervise({
    name: 'gateway',
    spawn: spawnGateway,
    ready: (run) => waitForProcessPort(run, o.port, 15_000),
    log: o.log,
  });
  return {
    kind: o.kind,
    url: `http://localhost:${o.port}`,
    process: proc,
    stop: () => proc.stop(),
  };
}

function nginxRunner(o: GatewayOptions, options: object) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  fs.mkdirSync(o.workDir, { recursive: true });
  const conf = path.join(o.workDir, 'nginx.conf');
  const rendered = {
    ...options,
    prefix: o.workDir,
    connectionsPerAddress: o.connectionsPerAddress,
  };
  execFileSync(
    process.execPath,
    [resolveBin(commands.nginxConfig), JSON.stringify(rendered), conf],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return () =>
    spawnManaged({
      name: 'gateway',
      kind: 'exec',
      command: nginx,
      args: ['-p', o.workDir, '-c', conf, '-g', 'daemon off;'],
      output: o.output,
    });
}

/** The Node stand-in proxies to one address per service. */
const firstOfEach = (upstreams: GatewayOptions['upstreams']) =>
  Object.fromEntries(Object.entries(upstreams).map(([service, at]) => [service, at[0]]));
