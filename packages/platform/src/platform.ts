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
import { replicaCounts, replicaPort, type ReplicaCounts, type ReplicasOption } from './replicas.js';
import { startInternalBalancer } from './internal-balancer.js';

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
  /**
   * Instances per service (`REPLICAS`, `REPLICAS_<NAME>` under npm start): each on a port of its
   * own, all in nginx's upstream, and the service's own port balancing its neighbours' calls.
   */
  replicas?: ReplicasOption;
}

/** One running instance of a service. */
export interface ServiceInstance {
  /** `submissions` for the first, then `submissions-2`, … (its log file's name too). */
  name: string;
  port: number;
  process: SupervisedProcess;
}

export interface RunningPlatform {
  url: string;
  gateway: GatewayKind;
  mongoUri: string;
  embeddedDatabase: boolean;
  /** Where a neighbour reaches a service (its only instance, or the balancer in front of them). */
  servicePorts: Record<ServiceName, number>;
  /** Every instance of every service, e.g. to kill one (tests). */
  instances: Record<ServiceName, ServiceInstance[]>;
  replicas: ReplicaCounts;
  secrets: PlatformSecrets;
  /**
   * Every supervised process by name (database, the services, gateway), e.g. to read a pid; a
   * service's further replicas as `<name>-2`, `<name>-3`, ….
   */
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

    const replicas = replicaCounts(serviceNames, o.replicas);
    const ports = {} as Record<ServiceName, number>;
    for (const name of serviceNames)
      ports[name] = o.fixedPorts ? servicePorts[name] : await freePort();
    /** One instance: on the service's port. Several: their own ports, the service's balances. */
    const instancePorts = {} as Record<ServiceName, number[]>;
    for (const name of serviceNames) {
      const count = replicas[name];
      if (count === 1) {
        instancePorts[name] = [ports[name]];
        continue;
      }
      instancePorts[name] = [];
      for (let i = 1; i <= count; i += 1) {
        const port = o.fixedPorts ? replicaPort(ports[name], i) : await freePort();
        if (o.fixedPorts) await assertPortFree(port, `${name} replica ${i}`);
        instancePorts[name].push(port);
      }
    }
    const secrets = loadOrCreateSecrets({ ...process.env, ...o.env }, o.dataDir);
    // The remote store is shared with chat, which reads its deploy history and aborts a failing
    // canary in it (docs/product.md#releasing-a-remote).
    const staticRoots = { ...defaultStaticRoots(workDir), ...o.staticRoots };
    const smtpUrl = o.env?.SMTP_URL ?? process.env.SMTP_URL;
    const mailDir = smtpUrl ? null : path.join(workDir, 'mail');
    const env = serviceEnvironment({
      mongoUri: db.uri,
      ports,
      secrets,
      smtpUrl,
      mailDir,
      parent: process.env,
      remotesDir: staticRoots.remotes,
      extra: o.env,
    });

    const instances = {} as Record<ServiceName, ServiceInstance[]>;
    // identity first: the others verify sessions with its published key.
    const launch = async (name: ServiceName) => {
      if (instancePorts[name].length > 1) {
        const balancer = await startInternalBalancer({
          port: ports[name],
          backends: instancePorts[name],
        });
        stops.push(() => balancer.stop());
      }
      instances[name] = await Promise.all(
        instancePorts[name].map(async (port, i) => {
          const instanceName = i === 0 ? name : `${name}-${i + 1}`;
          const proc = await startService({
            name,
            instanceName,
            port,
            env,
            output: output(instanceName),
            log: platformLog,
          });
          processes[instanceName] = proc;
          stops.push(() => proc.stop());
          return { name: instanceName, port, process: proc };
        }),
      );
    };
    await launch('identity');
    await Promise.all(serviceNames.filter((n) => n !== 'identity').map(launch));

    // Each remote's current build becomes a version in the store (once; a rollback survives a
    // restart), through the same command as every later deploy (docs/architecture.md#publishing).
    publishRemotes(staticRoots.remotes, platformLog);

    const kind: GatewayKind =
      o.gateway && o.gateway !== 'auto' ? o.gateway : findNginx() ? 'nginx' : 'local';
    const gateway: RunningGateway = await startGateway({
      kind,
      port: gatewayPort,
      // nginx balances over every instance itself; the Node stand-in takes one address each,
      // the service's port (its balancer when it has replicas).
      upstreams: Object.fromEntries(
        serviceNames.map((n) => [
          n,
          (kind === 'nginx' ? instancePorts[n] : [ports[n]]).map((port) => `127.0.0.1:${port}`),
        ]),
      ) as Record<ServiceName, string[]>,
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
      instances,
      replicas,
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
