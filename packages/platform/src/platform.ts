import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { startDatabase, type Database } from './database.js';
import { loadOrCreateSecrets, type PlatformSecrets } from './dev-secrets.js';
import { serviceEnvironment } from './service-env.js';
import { assertPortFree, freePort } from './free-port.js';
import {
  findNginx,
  startGateway,
  type GatewayKind,
  type GatewayOptions,
  type RunningGateway,
} from './gateway.js';
import { databasePort, servicePorts } from '@cardbridge/topology';
import { defaultStaticRoots, serviceNames, type ServiceName, type StaticRoots } from './paths.js';
import { publishRemotes } from './publish-remotes.js';
import { startService } from './services.js';
import type { SupervisedProcess } from './supervisor.js';

export interface PlatformOptions {
  /** Gateway port; a free one when omitted. */
  port?: number;
  /** A real MongoDB; the embedded server is started when omitted. */
  mongoUri?: string;
  /** Durable local state (embedded database, dev secrets, nginx files). Temporary and in-memory when omitted. */
  dataDir?: string;
  /** Fixed ports for the database and services (npm start) instead of free ones (tests). */
  fixedPorts?: boolean;
  gateway?: GatewayKind | 'auto';
  staticRoots?: Partial<StaticRoots>;
  /** Extra environment for every service. */
  env?: NodeJS.ProcessEnv;
  /** Each process logs to `<logDir>/<name>.log` when set, otherwise to `output` with a prefix. */
  logDir?: string;
  output?: Writable;
  rateLimits?: GatewayOptions['rateLimits'];
  connectionsPerAddress?: GatewayOptions['connectionsPerAddress'];
  trustedProxies?: GatewayOptions['trustedProxies'];
}

export interface RunningPlatform {
  url: string;
  gateway: GatewayKind;
  mongoUri: string;
  embeddedDatabase: boolean;
  servicePorts: Record<ServiceName, number>;
  secrets: PlatformSecrets;
  /** Every supervised process by name (database, the services, gateway), e.g. to read a pid. */
  processes: Record<string, SupervisedProcess>;
  /** Where seller emails are written as .eml files; null when SMTP_URL sends them. */
  mailDir: string | null;
  /** The versioned remote store the gateway serves (`npm run remote -- ... --root <this>`). */
  remotesRoot: string;
  stop(): Promise<void>;
}

/** Starts the database, the four services and the gateway; stops what started if any part fails. */
export async function startPlatform(o: PlatformOptions = {}): Promise<RunningPlatform> {
  const workDir = o.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-'));
  fs.mkdirSync(workDir, { recursive: true });
  // nginx's workers (an unprivileged user) read the remote store inside: let them pass through
  // the folder without listing it (mkdtemp makes it owner-only).
  fs.chmodSync(workDir, 0o711);
  if (o.logDir) fs.mkdirSync(o.logDir, { recursive: true });
  const output = (name: string) =>
    o.logDir ? path.join(o.logDir, `${name}.log`) : (o.output ?? process.stdout);

  const platformLog = (line: string) => {
    const text = `${new Date().toISOString()} ${line}\n`;
    if (o.logDir) fs.appendFileSync(path.join(o.logDir, 'platform.log'), text);
    else (o.output ?? process.stdout).write(`[platform] ${text}`);
  };
  const processes: Record<string, SupervisedProcess> = {};
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    stops.length = 0;
  };
  try {
    const gatewayPort = o.port ?? (await freePort());
    await assertPortFree(gatewayPort, 'gateway');
    if (o.fixedPorts) {
      if (!o.mongoUri) await assertPortFree(databasePort, 'database');
      for (const name of serviceNames) await assertPortFree(servicePorts[name], name);
    }
    const db: Database = await startDatabase({
      mongoUri: o.mongoUri,
      dataDir: o.dataDir ? path.join(o.dataDir, 'db') : undefined,
      port: o.fixedPorts ? databasePort : 0,
      output: output('database'),
      log: platformLog,
    });
    stops.push(() => db.stop());
    if (db.process) processes.database = db.process;

    const ports = {} as Record<ServiceName, number>;
    for (const name of serviceNames)
      ports[name] = o.fixedPorts ? servicePorts[name] : await freePort();
    const secrets = loadOrCreateSecrets({ ...process.env, ...o.env }, o.dataDir);
    const smtpUrl = o.env?.SMTP_URL ?? process.env.SMTP_URL;
    const mailDir = smtpUrl ? null : path.join(workDir, 'mail');
    const env = serviceEnvironment({
      mongoUri: db.uri,
      ports,
      secrets,
      smtpUrl,
      mailDir,
      parent: process.env,
      extra: o.env,
    });

    // identity first: the others verify sessions with its published key.
    const launch = async (name: ServiceName) => {
      const proc = await startService({
        name,
        port: ports[name],
        env,
        output: output(name),
        log: platformLog,
      });
      processes[name] = proc;
      stops.push(() => proc.stop());
    };
    await launch('identity');
    await Promise.all(serviceNames.filter((n) => n !== 'identity').map(launch));

    // Each remote's current build becomes a version in the store (once; a rollback survives a
    // restart), through the same command as every later deploy (docs/architecture.md#publishing).
    const staticRoots = { ...defaultStaticRoots(workDir), ...o.staticRoots };
    publishRemotes(staticRoots.remotes, platformLog);

    const kind: GatewayKind =
      o.gateway && o.gateway !== 'auto' ? o.gateway : findNginx() ? 'nginx' : 'local';
    const gateway: RunningGateway = await startGateway({
      kind,
      port: gatewayPort,
      upstreams: Object.fromEntries(
        serviceNames.map((n) => [n, `127.0.0.1:${ports[n]}`]),
      ) as Record<ServiceName, string>,
      staticRoots,
      workDir: path.join(workDir, 'gateway'),
      output: output('gateway'),
      log: platformLog,
      rateLimits: o.rateLimits,
      connectionsPerAddress: o.connectionsPerAddress,
      trustedProxies: o.trustedProxies,
    });
    stops.push(() => gateway.stop());
    if (gateway.process) processes.gateway = gateway.process;

    return {
      url: gateway.url,
      gateway: kind,
      mongoUri: db.uri,
      embeddedDatabase: db.embedded,
      servicePorts: ports,
      secrets,
      processes,
      mailDir,
      remotesRoot: staticRoots.remotes,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
