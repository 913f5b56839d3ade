import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { serviceNames, servicePorts } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { parseDockerfile, type Stage } from './testing/dockerfile.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface ComposeService {
  image?: string;
  command?: string[];
  restart?: string;
  deploy?: { replicas?: number };
  container_name?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  user?: string;
  profiles?: string[];
  secrets?: string[];
  network_mode?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  secrets?: Record<string, unknown>;
}

// Compose resolves YAML merge keys (`<<: *anchor`) before validating; so does this test.
const compose = YAML.parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const replicasOverride = YAML.parse(read('docker-compose.replicas.yml')) as ComposeFile;
const appServices = serviceNames;

/** Compose's merge of an override file: mappings merged key by key, the override's scalars win. */
function mergeCompose(base: unknown, override: unknown): unknown {
  if (!isMapping(base) || !isMapping(override)) return override ?? base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeCompose(base[key], value);
  return merged;
}
const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const replicaSetMembers = ['mongo1', 'mongo2', 'mongo3'];
/** One-shot containers (`restart: "no"`) run and exit: no health to check, nothing to restart. */
const isOneShot = (service: ComposeService) =>
  service.restart === 'no' || Boolean(service.profiles?.includes('tools'));

function composeValidator() {
  // The official schema (testing/fixtures/README.md says where it comes from). Its `$schema` names
  // draft-07 by an https URI that Ajv does not alias, so it is dropped; the dialect is the same.
  const { $schema: _dialect, ...schema } = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'gateway/src/testing/fixtures/compose-spec.json'), 'utf8'),
  ) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

/** The observability profile's UIs, published on the host's loopback only. */
const observabilityPorts: Record<string, string> = {
  prometheus: '127.0.0.1:${PROMETHEUS_PORT:-9090}:9090',
  grafana: '127.0.0.1:${GRAFANA_PORT:-3000}:3000',
  jaeger: '127.0.0.1:${JAEGER_UI_PORT:-16686}:16686',
};

const secretName = /PASSWORD|TOKEN|SECRET|PRIVATE_KEY|ENCRYPTION_KEY|API_KEY/;

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    const validate = composeValidator();
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('the schema check refuses what Compose would refuse', () => {
    const validate = composeValidator();
    expect(validate({ services: { web: { image: 'nginx', restart_when: 'always' } } })).toBe(false);
    expect(validate({ services: { web: { depends_on: { db: { condition: 'soon' } } } } })).toBe(
      false,
    );
  });

  it('runs MongoDB as a 3-member replica set of the official image, members authenticated by a keyfile', () => {
    const volumes = replicaSetMembers.map((name) => {
      const member = compose.services[name];
      expect(member?.image, name).toBe('mongo:8');
      expect(member?.command, name).toEqual([
        'mongod',
        '--replSet',
        'rs0',
        '--keyFile',
        '/keyfile/key',
        '--bind_ip_all',
      ]);
      expect(member?.volumes, name).toContain('mongo-keyfile:/keyfile:ro');
      expect(member?.depends_on?.['mongo-keyfile'], name).toEqual({
        condition: 'service_completed_successfully',
      });
      expect(member?.healthcheck?.test.join(' '), name).toContain(
        "mongosh --quiet --eval db.adminCommand('ping')",
      );
      const data = member?.volumes?.find((v) => v.endsWith(':/data/db'));
      expect(compose.volumes, name).toHaveProperty(data?.split(':')[0] ?? 'missing');
      return data;
    });
    // A volume of its own each; the first keeps the single server's name, so its data carries over.
    expect(volumes).toEqual([
      'mongo-data:/data/db',
      'mongo2-data:/data/db',
      'mongo3-data:/data/db',
    ]);
    expect(compose.services.mongo1?.environment?.MONGO_INITDB_ROOT_USERNAME).toBe('root');
  });

  it('generates the keyfile and initiates the set in one-shot containers that run on every up', () => {
    const keyfile = compose.services['mongo-keyfile'];
    expect(keyfile?.restart).toBe('no');
    expect(keyfile?.volumes).toEqual(['mongo-keyfile:/keyfile']);
    // Written only when missing: a second `up` keeps the members' key.
    expect(keyfile?.command?.join(' ')).toMatch(/^test -s \/keyfile\/key \|\| /);
    expect(keyfile?.command?.join(' ')).toContain('chmod 400 /keyfile/key');
    const init = compose.services['mongo-init'];
    expect(init?.restart).toBe('no');
    expect(init?.depends_on).toEqual(
      Object.fromEntries(replicaSetMembers.map((m) => [m, { condition: 'service_healthy' }])),
    );
    expect(init?.volumes).toEqual(['./deploy/compose/mongo-init.js:/mongo-init.js:ro']);
    const script = read('deploy/compose/mongo-init.js');
    // Idempotent: initiates only a set that is not initiated yet, creates the user only once.
    expect(script).toMatch(/rs\.status\(\);[\s\S]*NotYetInitialized[\s\S]*rs\.initiate\(/);
    expect(script).toMatch(/getUser\('cardbridge'\)\) admin\.updateUser[\s\S]*createUser/);
    const members = /const members = \[([^\]]*)\]/.exec(script)?.[1];
    expect(members?.match(/[\w-]+:\d+/g)).toEqual(replicaSetMembers.map((m) => `${m}:27017`));
  });

  it('starts each service from its Dockerfile against the replica set once it is initiated', () => {
    for (const name of appServices) {
      const service = compose.services[name];
      // One Dockerfile for the four services; the build arguments pick the workspace and port.
      // Each listens on its port in @cardbridge/topology, as under `npm start`.
      expect(service?.environment?.PORT, name).toBe(String(servicePorts[name]));
      expect(service?.build, name).toEqual({
        context: '.',
        dockerfile: 'services/Dockerfile',
        args: { SERVICE: name, PORT: String(servicePorts[name]) },
      });
      expect(fs.existsSync(path.join(repoRoot, 'services', name, 'package.json')), name).toBe(true);
      // The URI as compose hands it over once the operator set MONGO_APP_PASSWORD (hex).
      const raw = service?.environment?.MONGODB_URI ?? '';
      const given = raw.replace(/\$\{MONGO_APP_PASSWORD:\?[^}]+\}/, 'a1b2c3');
      expect(given, name).toContain(`@${replicaSetMembers.map((m) => `${m}:27017`).join(',')}/`);
      const uri = new URL(given.replace(/@[^/]+\//, '@replica-set/'));
      expect(uri.username, name).toBe('cardbridge');
      expect(uri.password, name).toBe('a1b2c3');
      expect(Object.fromEntries(uri.searchParams), name).toEqual({
        replicaSet: 'rs0',
        retryWrites: 'true',
        authSource: 'admin',
      });
      expect(service?.depends_on?.['mongo-init'], name).toEqual({
        condition: 'service_completed_successfully',
      });
      expect(service?.healthcheck?.test.join(' '), name).toContain('/readyz');
    }
  });

  it('points every <SERVICE>_URL at that service by its compose name and topology port', () => {
    const urls = Object.values(compose.services).flatMap((s) =>
      Object.entries(s.environment ?? {}).filter(([name]) => name.endsWith('_URL')),
    );
    for (const name of serviceNames) {
      for (const [key, value] of urls.filter(([key]) => key === `${name.toUpperCase()}_URL`)) {
        expect(value, key).toBe(`http://${name}:${servicePorts[name]}`);
      }
    }
    expect(urls.map(([key]) => key)).toEqual(
      expect.arrayContaining(['IDENTITY_URL', 'SUBMISSIONS_URL', 'PAYMENTS_URL']),
    );
  });

  it('gives every long-running container a healthcheck and publishes only the gateway, the mail UI and the observability UIs', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      // One-off tools (`docker compose run --rm remotes ...`) run and exit: no health to check.
      if (isOneShot(service)) continue;
      // Images with no shell to run a check; Prometheus's `up` (the ServiceDown alert) watches them.
      if (name !== 'nginx-exporter' && name !== 'jaeger') {
        expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
      }
      if (!['gateway', 'mailpit', ...Object.keys(observabilityPorts)].includes(name)) {
        expect(service.ports, name).toBeUndefined();
      }
    }
    expect(compose.services.gateway?.ports).toEqual(['${PORT:-8080}:8080']);
    expect(compose.services.mailpit?.ports).toEqual(['${MAILPIT_UI_PORT:-8025}:8025']);
    // The remote store is a volume the gateway serves and the remotes tool writes.
    expect(compose.services.gateway?.volumes).toEqual(['remotes:/usr/share/nginx/remotes']);
    expect(compose.services.remotes?.volumes).toEqual(['remotes:/store/remotes']);
    // chat reads the deploy history from it and aborts a failing canary in it.
    expect(compose.services.chat?.volumes).toEqual(['remotes:/remotes']);
    expect(compose.services.chat?.environment?.REMOTES_DIR).toBe('/remotes');
    expect(Object.keys(compose.services.gateway?.depends_on ?? {}).sort()).toEqual(
      [...appServices].sort(),
    );
  });

  it('takes every secret from the environment with no literal default', () => {
    const secrets = Object.values(compose.services).flatMap((s) =>
      Object.entries(s.environment ?? {}).filter(([name]) => secretName.test(name)),
    );
    expect(secrets.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ADMIN_PASSWORD',
        'JWT_PRIVATE_KEY',
        'INTERNAL_TOKEN',
        'CARD_ENCRYPTION_KEY',
      ]),
    );
    // Required (`:?` stops compose with a message) or, for the optional signing key, empty
    // (`:-`, which the services read as unset); never a value written in the file. MongoDB's
    // root password reaches its image's variable from the operator's MONGO_ROOT_PASSWORD.
    const operatorName = (name: string) =>
      name === 'MONGO_INITDB_ROOT_PASSWORD' ? 'MONGO_ROOT_PASSWORD' : name;
    for (const [name, value] of secrets) {
      const pattern =
        name === 'JWT_PRIVATE_KEY'
          ? `^\\$\\{${name}:-\\}$`
          : `^\\$\\{${operatorName(name)}:\\?[^}]+\\}$`;
      expect(value, name).toMatch(new RegExp(pattern));
    }
    // The services' connection string carries its password the same way.
    expect(compose.services.identity?.environment?.MONGODB_URI).toMatch(
      /^mongodb:\/\/cardbridge:\$\{MONGO_APP_PASSWORD:\?[^}]+\}@/,
    );
    expect(compose.services.identity?.environment?.ADMIN_USERNAME).toMatch(
      /^\$\{ADMIN_USERNAME:\?/,
    );
  });

  it('runs two replicas of each service with docker-compose.replicas.yml, a valid merge', () => {
    const validate = composeValidator();
    expect(validate(replicasOverride), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const merged = mergeCompose(compose, replicasOverride) as ComposeFile;
    expect(validate(merged), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(Object.keys(replicasOverride.services).sort()).toEqual([...appServices].sort());
    for (const name of appServices) {
      const service = merged.services[name];
      expect(service?.deploy?.replicas, name).toBe(2);
      // A fixed name or a published port would let only one replica start.
      expect(service?.container_name, name).toBeUndefined();
      expect(service?.ports, name).toBeUndefined();
      // Unchanged otherwise: the override adds replicas and nothing else.
      expect({ ...service, deploy: undefined }, name).toEqual({
        ...compose.services[name],
        deploy: undefined,
      });
    }
  });

  it('adds Prometheus, the nginx exporter, Grafana and Jaeger under the observability profile only', () => {
    const observability = Object.entries(compose.services)
      .filter(([, service]) => service.profiles?.includes('observability'))
      .map(([name, service]) => [name, service.image] as const);
    expect(Object.fromEntries(observability)).toEqual({
      prometheus: expect.stringMatching(/^prom\/prometheus:v\d+\.\d+\.\d+$/),
      'nginx-exporter': expect.stringMatching(/^nginx\/nginx-prometheus-exporter:\d+\.\d+\.\d+$/),
      grafana: expect.stringMatching(/^grafana\/grafana:\d+\.\d+\.\d+$/),
      jaeger: expect.stringMatching(/^jaegertracing\/all-in-one:\d+\.\d+\.\d+$/),
    });
    for (const [name, port] of Object.entries(observabilityPorts)) {
      expect(compose.services[name]?.ports, name).toEqual([port]);
    }
    // The token reaches Prometheus as a file from the operator's INTERNAL_TOKEN, never a literal.
    expect(compose.secrets).toEqual({ internal_token: { environment: 'INTERNAL_TOKEN' } });
    expect(compose.services.prometheus?.secrets).toEqual(['internal_token']);
    const prometheus = YAML.parse(read('deploy/observability/prometheus.yml')) as {
      scrape_configs: { authorization?: { credentials_file: string } }[];
    };
    const tokenFiles = prometheus.scrape_configs.flatMap(
      (c) => c.authorization?.credentials_file ?? [],
    );
    expect(new Set(tokenFiles)).toEqual(new Set(['/run/secrets/internal_token']));
    // stub_status listens on the gateway's loopback (docker-nginx-config.ts's statusPort).
    expect(compose.services['nginx-exporter']?.network_mode).toBe('service:gateway');
    expect(compose.services['nginx-exporter']?.command).toEqual([
      '--nginx.scrape-uri=http://127.0.0.1:8081/nginx_status',
    ]);
    expect(read('gateway/scripts/docker-nginx-config.ts')).toMatch(/statusPort: 8081\b/);
    // Every file mounted from the repo exists.
    for (const [name] of observability) {
      for (const volume of compose.services[name]?.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./'))
          expect(fs.existsSync(path.join(repoRoot, source)), volume).toBe(true);
        else expect(compose.volumes, volume).toHaveProperty(source);
      }
    }
  });

  it('references build contexts and Dockerfiles that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      expect(fs.existsSync(path.join(repoRoot, service.build.context)), name).toBe(true);
      const dockerfile = path.join(repoRoot, service.build.context, service.build.dockerfile);
      expect(fs.existsSync(dockerfile), `${name}: ${service.build.dockerfile}`).toBe(true);
    }
  });
});

const dockerfiles = ['services/Dockerfile', 'gateway/Dockerfile'];

function finalStage(stages: Stage[]): Stage {
  const last = stages.at(-1);
  if (!last) throw new Error('no FROM');
  return last;
}

describe('services/Dockerfile', () => {
  const stages = parseDockerfile(read('services/Dockerfile'));

  it('declares the SERVICE argument in every stage that uses it (an ARG is per stage)', () => {
    const using = stages.filter((s) => s.instructions.some((i) => i.args.includes('${SERVICE}')));
    expect(using.map((s) => s.name)).toEqual(['build', 'runtime']);
    for (const stage of using) {
      expect(
        stage.instructions.find((i) => i.op === 'ARG' && i.args === 'SERVICE'),
        stage.name,
      ).toBeDefined();
    }
  });

  it('builds, installs and starts the named service and no other', () => {
    const lines = stages.flatMap((s) => s.instructions.map((i) => `${i.op} ${i.args}`));
    expect(lines).toContain('RUN npm run build --workspace services/${SERVICE}');
    expect(lines).toContain(
      'COPY --from=build /app/services/${SERVICE}/dist ./services/${SERVICE}/dist',
    );
    expect(lines.filter((l) => l.startsWith('CMD')).at(-1)).toContain(
      'exec node services/$SERVICE/dist/main.js',
    );
    expect(lines.join('\n')).not.toMatch(/services\/(identity|submissions|payments|chat)\b/);
  });
});

describe.each(dockerfiles)('%s', (file) => {
  const stages = parseDockerfile(read(file));
  const runtime = finalStage(stages);
  const runs = (stage: Stage) =>
    stage.instructions.filter((i) => i.op === 'RUN').map((i) => i.args);

  it('is a multi-stage build whose stages copy only from earlier stages', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const names = stages.map((s) => s.name);
    stages.forEach((stage, index) => {
      for (const copy of stage.instructions.filter((i) => i.op === 'COPY')) {
        const from = /--from=(\S+)/.exec(copy.args)?.[1];
        if (from) expect(names.slice(0, index), copy.args).toContain(from);
      }
    });
  });

  it('runs as a non-root user with a healthcheck', () => {
    const users = runtime.instructions.filter((i) => i.op === 'USER').map((i) => i.args);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.instructions.some((i) => i.op === 'HEALTHCHECK')).toBe(true);
  });

  it('builds with node:20-slim and ships no dev dependencies', () => {
    const builders = stages.slice(0, -1);
    expect(builders.every((s) => s.image === 'node:20-slim')).toBe(true);
    expect(builders.some((s) => runs(s).some((r) => /npm ci\b/.test(r)))).toBe(true);
    const installs = runs(runtime).filter((r) => /\bnpm (ci|install|i)\b/.test(r));
    if (file.startsWith('services/')) {
      expect(runtime.image).toBe('node:20-slim');
      expect(installs).toHaveLength(1);
      expect(installs[0]).toContain('--omit=dev');
      expect(installs[0]).toContain('--workspace services/${SERVICE}');
    } else {
      expect(runtime.image).toMatch(
        // >= 1.27.3: upstream servers that re-resolve their names (nginx-upstreams.ts).
        /^nginxinc\/nginx-unprivileged:1\.(2[89]|[3-9]\d)-alpine$/,
      );
      expect(installs).toEqual([]);
    }
  });
});
