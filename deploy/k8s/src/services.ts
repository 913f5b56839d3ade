import { serviceNames, servicePorts, type ServiceName } from '@cardbridge/topology';
import { Service } from 'kubernetes-models/v1/Service';
import { remoteStoreClaim } from './gateway.js';
import { metaOf, selectorOf } from './labels.js';
import { serviceEnvironment } from './service-env.js';
import { imageOf, type Settings } from './settings.js';
import { restrictedContainer, workload, type Scaling } from './workload.js';

/** Requests decide where pods fit and the autoscaler's percentages; limits stop a runaway pod. */
const resources = (memoryLimit: string) => ({
  requests: { cpu: '100m', memory: '192Mi' },
  limits: { cpu: '1', memory: memoryLimit },
});

/** submissions decodes and re-encodes every photo (sharp), so it gets more memory. */
const memoryLimits: Record<ServiceName, string> = {
  identity: '384Mi',
  submissions: '1Gi',
  payments: '384Mi',
  chat: '384Mi',
};

const scaling: Scaling = { minReplicas: 2, maxReplicas: 6, cpuPercent: 70 };

/**
 * The name the gateway resolves to reach every ready pod of a service: a headless Service, so
 * DNS answers each pod's address and nginx spreads requests itself (a ClusterIP would pin each
 * kept-alive connection to one pod).
 */
export const podsServiceName = (service: ServiceName) => `${service}-pods`;

/** The node image's user (services/Dockerfile: USER node); numeric so runAsNonRoot can check it. */
const nodeUser = 1000;

/** The remote store's group (the gateway's and the remote Jobs' user, remote-job.ts). */
const storeGroup = 101;

/**
 * chat shares the gateway's remote store (REMOTES_DIR, as in compose): it lists the deploy
 * history to owners and aborts a failing canary in it (docs/product.md#releasing-a-remote). The
 * store's files are group-writable, so the store's group is enough.
 */
const remoteStore = (name: ServiceName) =>
  name === 'chat'
    ? {
        volumes: [{ name: 'remote-store', persistentVolumeClaim: { claimName: remoteStoreClaim } }],
        mounts: [{ name: 'remote-store', mountPath: '/remotes' }],
        securityContext: { supplementalGroups: [storeGroup] },
      }
    : { volumes: [], mounts: [], securityContext: {} };

function serviceWorkload(s: Settings, name: ServiceName) {
  const port = servicePorts[name];
  const store = remoteStore(name);
  const probe = (path: string) => ({ httpGet: { path, port: 'http' }, periodSeconds: 10 });
  return workload(s, {
    name,
    component: 'service',
    scaling,
    pod: {
      terminationGracePeriodSeconds: 40,
      volumes: [{ name: 'tmp', emptyDir: {} }, ...store.volumes],
      securityContext: store.securityContext,
    },
    container: {
      name,
      image: imageOf(s, name),
      ports: [{ name: 'http', containerPort: port }],
      env: serviceEnvironment(s, name),
      resources: resources(memoryLimits[name]),
      // Ready once its database answers (/readyz); restarted only when the process stops answering.
      readinessProbe: { ...probe('/readyz'), failureThreshold: 3 },
      livenessProbe: { ...probe('/healthz'), failureThreshold: 6, initialDelaySeconds: 10 },
      startupProbe: { ...probe('/healthz'), periodSeconds: 2, failureThreshold: 60 },
      // The gateway re-resolves every 10 s: a stopping pod keeps serving until it has noticed.
      lifecycle: { preStop: { exec: { command: ['sleep', '10'] } } },
      securityContext: restrictedContainer({ runAsUser: nodeUser, readOnlyRootFilesystem: true }),
      volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }, ...store.mounts],
    },
  });
}

function serviceEndpoints(s: Settings, name: ServiceName) {
  const ports = [{ name: 'http', port: servicePorts[name], targetPort: 'http' }];
  return [
    // Neighbours' URLs (IDENTITY_URL=http://identity:4001) name this one, as in compose.
    new Service({
      metadata: metaOf(s, name, 'service'),
      spec: { selector: selectorOf(name), ports },
    }),
    new Service({
      metadata: metaOf(s, podsServiceName(name), 'service'),
      spec: { clusterIP: 'None', selector: selectorOf(name), ports },
    }),
  ];
}

/** The four services: each a Deployment, its disruption budget, autoscaler and Services. */
export function serviceManifests(s: Settings) {
  return serviceNames.flatMap((name) => [
    ...serviceWorkload(s, name),
    ...serviceEndpoints(s, name),
  ]);
}
