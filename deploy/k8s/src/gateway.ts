import { createHash } from 'node:crypto';
import { containerNginxConfig, dockerPaths } from '@cardbridge/gateway/container-config';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';
import { metaOf, selectorOf } from './labels.js';
import { podsServiceName } from './services.js';
import { imageOf, type Settings } from './settings.js';
import { restrictedContainer, workload } from './workload.js';

export const gatewayName = 'gateway';
/** The versioned remote store (docs/product.md#operations), shared by every gateway pod. */
export const remoteStoreClaim = 'remote-store';
const configFolder = '/etc/nginx/cardbridge';

/** The cluster's DNS, which nginx asks again every 10 s for each service's pods. */
const clusterDns = 'kube-dns.kube-system.svc.cluster.local';

/**
 * The gateway's nginx.conf: the route table rendered by the gateway itself, each service's pods
 * by their headless Service's full name (nginx's resolver does not apply search domains).
 */
export function gatewayNginxConfig(s: Settings): string {
  return containerNginxConfig({
    resolver: clusterDns,
    hostOf: (service) => `${podsServiceName(service)}.${s.namespace}.svc.cluster.local`,
    trustedProxies: s.trustedProxies,
  });
}

/** The unprivileged nginx image's user (nginxinc/nginx-unprivileged: uid 101). */
const nginxUser = 101;

export function gatewayManifests(s: Settings) {
  const conf = gatewayNginxConfig(s);
  const digest = createHash('sha256').update(conf).digest('hex');
  const probe = { httpGet: { path: '/remotes/registry.json', port: 'http' }, periodSeconds: 10 };
  const store = { name: 'remote-store', persistentVolumeClaim: { claimName: remoteStoreClaim } };
  return [
    new ConfigMap({
      metadata: metaOf(s, 'gateway-nginx', 'gateway'),
      data: { 'nginx.conf': conf },
    }),
    new PersistentVolumeClaim({
      metadata: metaOf(s, remoteStoreClaim, 'remote-store'),
      spec: {
        accessModes: ['ReadWriteMany'],
        resources: { requests: { storage: '2Gi' } },
        ...(s.storageClass ? { storageClassName: s.storageClass } : {}),
      },
    }),
    ...workload(s, {
      name: gatewayName,
      component: 'gateway',
      scaling: { minReplicas: 2, maxReplicas: 4, cpuPercent: 70 },
      // A new config rolls the pods: nginx reads its config once, at start.
      podAnnotations: { 'cardbridge/nginx-config-sha256': digest },
      pod: {
        // The store's files belong to the nginx group, whichever pod or job wrote them.
        securityContext: { fsGroup: nginxUser },
        volumes: [{ name: 'config', configMap: { name: 'gateway-nginx' } }, store],
        // The image carries each remote's first version: an empty store starts with those, as
        // compose's named volume does on its first mount. A store that has a registry is kept.
        initContainers: [
          {
            name: 'seed-remote-store',
            image: imageOf(s, 'gateway'),
            command: ['sh', '-c'],
            args: [`test -f /store/registry.json || cp -R ${dockerPaths.remotes}/. /store/`],
            volumeMounts: [{ name: 'remote-store', mountPath: '/store' }],
            resources: {
              requests: { cpu: '50m', memory: '32Mi' },
              limits: { cpu: '200m', memory: '64Mi' },
            },
            securityContext: restrictedContainer({ runAsUser: nginxUser }),
          },
        ],
      },
      container: {
        name: gatewayName,
        image: imageOf(s, 'gateway'),
        args: [
          'nginx',
          '-e',
          'stderr',
          '-p',
          dockerPaths.prefix,
          '-c',
          `${configFolder}/nginx.conf`,
          '-g',
          'daemon off;',
        ],
        ports: [{ name: 'http', containerPort: 8080 }],
        resources: {
          requests: { cpu: '100m', memory: '64Mi' },
          limits: { cpu: '1', memory: '256Mi' },
        },
        readinessProbe: { ...probe, failureThreshold: 2 },
        livenessProbe: { ...probe, failureThreshold: 6 },
        // Endpoints drop a stopping pod within seconds; it keeps answering meanwhile.
        lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
        securityContext: restrictedContainer({ runAsUser: nginxUser }),
        volumeMounts: [
          { name: 'config', mountPath: configFolder, readOnly: true },
          { name: 'remote-store', mountPath: dockerPaths.remotes },
        ],
      },
    }),
    // The ingress (or a LoadBalancer) in front of it terminates TLS and sends X-Forwarded-*.
    new Service({
      metadata: metaOf(s, gatewayName, 'gateway'),
      spec: {
        selector: selectorOf(gatewayName),
        ports: [{ name: 'http', port: 80, targetPort: 'http' }],
      },
    }),
  ];
}
