import { serviceNames, servicePorts } from '@cardbridge/topology';
import type { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import type { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { renderManifests } from './manifests.js';
import { mongoDbCommunitySchema } from './mongodb-community.js';
import { defaultSettings, settingsSchema } from './settings.js';
import { toYamlDocuments } from './yaml-documents.js';

const manifests = renderManifests(defaultSettings);
const external = renderManifests(settingsSchema.parse({ mongodb: 'external' }));
const all = (m = manifests) => Object.values(m).flat();
type Validatable = { kind: string; validate(): void };
const isModel = (o: object): o is Validatable => 'validate' in o;
const ofKind = <T>(kind: string, m = manifests) =>
  all(m).filter((o) => (o as { kind: string }).kind === kind) as T[];

const deployments = ofKind<Deployment>('Deployment');
const containersOf = (d: Deployment): IContainer[] => [
  ...(d.spec?.template.spec?.initContainers ?? []),
  ...(d.spec?.template.spec?.containers ?? []),
];

describe('the Kubernetes manifests', () => {
  it('are each valid against the Kubernetes schemas, and the MongoDB resource against its CRD shape', () => {
    for (const m of [manifests, external]) {
      for (const object of all(m)) {
        if (isModel(object)) expect(() => object.validate(), object.kind).not.toThrow();
        else expect(mongoDbCommunitySchema.safeParse(object).error).toBeUndefined();
      }
    }
    // Both checks refuse what the API server would.
    const broken = deployments[0];
    if (!broken?.spec) throw new Error('no deployment');
    const container = broken.spec.template.spec?.containers[0];
    const saved = container?.ports;
    if (container) container.ports = [{ containerPort: 'http' as unknown as number }];
    expect(() => broken.validate()).toThrow();
    if (container) container.ports = saved;
    const [mongo] = manifests.mongodb;
    expect(
      mongoDbCommunitySchema.safeParse({ ...mongo, spec: { ...mongo?.spec, members: '3' } })
        .success,
    ).toBe(false);
  });

  it('runs every service and the gateway as a Deployment with probes, limits, a PDB and an HPA', () => {
    expect(deployments.map((d) => d.metadata?.name).sort()).toEqual(
      [...serviceNames, 'gateway'].sort(),
    );
    const budgets = ofKind<PodDisruptionBudget>('PodDisruptionBudget');
    const autoscalers = ofKind<HorizontalPodAutoscaler>('HorizontalPodAutoscaler');
    for (const d of deployments) {
      const name = d.metadata?.name ?? '';
      const labels = d.spec?.template.metadata?.labels ?? {};
      expect(d.spec?.selector.matchLabels, name).toEqual(
        expect.objectContaining({ 'app.kubernetes.io/name': name }),
      );
      for (const c of containersOf(d)) {
        expect(c.resources?.requests, `${name}/${c.name}`).toEqual({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(c.resources?.limits, `${name}/${c.name}`).toEqual({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(c.securityContext?.allowPrivilegeEscalation, name).toBe(false);
      }
      const [main] = d.spec?.template.spec?.containers ?? [];
      expect(main?.readinessProbe?.httpGet, name).toBeDefined();
      expect(main?.livenessProbe?.httpGet, name).toBeDefined();
      if (name !== 'gateway') {
        expect(main?.readinessProbe?.httpGet?.path, name).toBe('/readyz');
        expect(main?.livenessProbe?.httpGet?.path, name).toBe('/healthz');
      }
      expect(d.spec?.template.spec?.securityContext?.runAsNonRoot, name).toBe(true);
      const budget = budgets.find((b) => b.metadata?.name === name);
      expect(budget?.spec?.minAvailable, name).toBe(1);
      // The budget and the Deployment select the same pods.
      for (const [key, value] of Object.entries(budget?.spec?.selector?.matchLabels ?? {})) {
        expect(labels[key], name).toBe(value);
      }
      const autoscaler = autoscalers.find((a) => a.spec?.scaleTargetRef.name === name);
      expect(autoscaler?.spec?.scaleTargetRef.kind, name).toBe('Deployment');
      expect(autoscaler?.spec?.minReplicas, name).toBeGreaterThanOrEqual(2);
      expect(autoscaler?.spec?.maxReplicas, name).toBeGreaterThan(
        autoscaler?.spec?.minReplicas ?? 0,
      );
      // The autoscaler owns the count; an apply must not reset it.
      expect(d.spec?.replicas, name).toBeUndefined();
    }
    expect(budgets).toHaveLength(deployments.length);
    expect(autoscalers).toHaveLength(deployments.length);
  });

  it('serves each service on its topology port, by its compose name and to the gateway headless', () => {
    const services = ofKind<Service>('Service');
    for (const name of serviceNames) {
      const port = servicePorts[name];
      const byName = services.find((s) => s.metadata?.name === name);
      const pods = services.find((s) => s.metadata?.name === `${name}-pods`);
      expect(byName?.spec?.ports?.[0]?.port, name).toBe(port);
      expect(byName?.spec?.clusterIP, name).toBeUndefined();
      expect(pods?.spec?.clusterIP, name).toBe('None');
      expect(pods?.spec?.selector, name).toEqual({ 'app.kubernetes.io/name': name });
      const container = deployments.find((d) => d.metadata?.name === name)?.spec?.template.spec
        ?.containers[0];
      expect(container?.ports, name).toEqual([{ name: 'http', containerPort: port }]);
      expect(container?.env?.find((e) => e.name === 'PORT')?.value, name).toBe(String(port));
    }
  });

  it('embeds no secret: no Secret objects, every secret variable a secretKeyRef', () => {
    for (const m of [manifests, external]) {
      expect(ofKind('Secret', m)).toEqual([]);
      // Only the gateway's nginx.conf carries data.
      const withData = all(m).filter((o) => 'data' in o || 'stringData' in o);
      expect(withData.map((o) => (o as { kind: string }).kind)).toEqual(['ConfigMap']);
      for (const d of ofKind<Deployment>('Deployment', m)) {
        for (const env of containersOf(d).flatMap((c) => c.env ?? [])) {
          if (/PASSWORD|TOKEN|SECRET|KEY|MONGODB_URI|SMTP_URL|ADMIN_USERNAME/.test(env.name)) {
            expect(env.value, env.name).toBeUndefined();
            expect(env.valueFrom?.secretKeyRef?.name, env.name).toMatch(/^cardbridge-/);
          }
        }
      }
    }
  });

  it('never takes a secret from the environment it is rendered in', () => {
    const sentinel = 'sentinel-7f3a9c';
    const names = ['INTERNAL_TOKEN', 'ADMIN_PASSWORD', 'MONGO_APP_PASSWORD', 'SMTP_URL'];
    const saved = names.map((name) => process.env[name]);
    names.forEach((name) => (process.env[name] = `${sentinel}-${name}`));
    try {
      for (const mongodb of ['operator', 'external'] as const) {
        const yaml = toYamlDocuments(all(renderManifests(settingsSchema.parse({ mongodb }))));
        expect(yaml).not.toContain(sentinel);
      }
    } finally {
      names.forEach((name, i) => {
        if (saved[i] === undefined) delete process.env[name];
        else process.env[name] = saved[i];
      });
    }
  });

  it('gives each service the variables compose gives it, secrets from the platform secret', () => {
    const envOf = (m: typeof manifests, name: string) =>
      Object.fromEntries(
        (
          ofKind<Deployment>('Deployment', m).find((d) => d.metadata?.name === name)?.spec?.template
            .spec?.containers[0]?.env ?? []
        ).map((e) => [e.name, e]),
      );
    const identity = envOf(manifests, 'identity');
    expect(identity.INTERNAL_TOKEN?.valueFrom?.secretKeyRef).toEqual({
      name: 'cardbridge-secrets',
      key: 'INTERNAL_TOKEN',
    });
    // Optional in compose (`${JWT_PRIVATE_KEY:-}`): optional here.
    expect(identity.JWT_PRIVATE_KEY?.valueFrom?.secretKeyRef?.optional).toBe(true);
    expect(identity.SUBMISSIONS_URL?.value).toBe(`http://submissions:${servicePorts.submissions}`);
    expect(identity.LOG_LEVEL?.value).toBe('info');
    expect(identity.MONGODB_URI?.valueFrom?.secretKeyRef).toEqual({
      name: 'cardbridge-mongo-admin-cardbridge',
      key: 'connectionString.standard',
    });
    expect(envOf(external, 'chat').MONGODB_URI?.valueFrom?.secretKeyRef).toEqual({
      name: 'cardbridge-mongodb',
      key: 'uri',
    });
    expect(envOf(manifests, 'submissions').CARD_ENCRYPTION_KEY?.valueFrom?.secretKeyRef?.key).toBe(
      'CARD_ENCRYPTION_KEY',
    );
  });

  it('runs MongoDB as a 3-member replica set through the operator, or not at all with an external URI', () => {
    expect(manifests.mongodb).toMatchObject([
      { kind: 'MongoDBCommunity', spec: { members: 3, type: 'ReplicaSet' } },
    ]);
    expect(external.mongodb).toEqual([]);
  });

  it("mounts the gateway's remote store into chat only, at REMOTES_DIR, in the store's group", () => {
    const byName = (name: string) => deployments.find((d) => d.metadata?.name === name);
    const chat = byName('chat');
    expect(chat?.spec?.template.spec?.volumes).toContainEqual({
      name: 'remote-store',
      persistentVolumeClaim: { claimName: 'remote-store' },
    });
    expect(chat?.spec?.template.spec?.containers[0]?.volumeMounts).toContainEqual({
      name: 'remote-store',
      mountPath: '/remotes',
    });
    expect(chat?.spec?.template.spec?.containers[0]?.env).toContainEqual({
      name: 'REMOTES_DIR',
      value: '/remotes',
    });
    expect(chat?.spec?.template.spec?.securityContext?.supplementalGroups).toEqual([101]);
    for (const other of ['identity', 'submissions', 'payments']) {
      expect(JSON.stringify(byName(other)?.spec?.template.spec)).not.toContain('remote-store');
    }
  });

  it('renders as YAML that reads back to the same objects', () => {
    const docs = YAML.parseAllDocuments(toYamlDocuments(all())).map((d) => d.toJS() as object);
    expect(docs).toEqual(all().map((o) => JSON.parse(JSON.stringify(o)) as object));
  });
});
