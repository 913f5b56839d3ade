import { serviceNames, servicePorts } from '@cardbridge/topology';
import type { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import type { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { describe, expect, it } from 'vitest';
import { gatewayManifests, gatewayNginxConfig } from './gateway.js';
import { settingsSchema, type Settings } from './settings.js';

const settings = settingsSchema.parse({ namespace: 'shop' });
const parts = (s: Settings) => {
  const objects = gatewayManifests(s);
  const find = <T>(kind: string) => objects.find((o) => o.kind === kind) as T;
  return { config: find<ConfigMap>('ConfigMap'), deployment: find<Deployment>('Deployment') };
};

describe('the gateway on Kubernetes', () => {
  it("carries the gateway's own nginx config, each service's pods re-resolved through the cluster DNS", () => {
    const { config } = parts(settings);
    const conf = config.data?.['nginx.conf'] ?? '';
    expect(conf).toBe(gatewayNginxConfig(settings));
    expect(conf).toContain('resolver kube-dns.kube-system.svc.cluster.local valid=10s');
    for (const name of serviceNames) {
      expect(conf, name).toContain(
        `server ${name}-pods.shop.svc.cluster.local:${servicePorts[name]} resolve `,
      );
    }
    expect(conf).toContain('keepalive 32;');
  });

  it('runs nginx on that config, and rolls its pods when the config changes', () => {
    const { deployment } = parts(settings);
    const pod = deployment.spec?.template;
    const [nginx] = pod?.spec?.containers ?? [];
    const configFile = nginx?.args?.[(nginx.args.indexOf('-c') ?? -2) + 1] ?? '';
    const mount = nginx?.volumeMounts?.find((m) => m.name === 'config');
    expect(configFile).toBe(`${mount?.mountPath}/nginx.conf`);
    expect(pod?.spec?.volumes).toContainEqual({
      name: 'config',
      configMap: { name: 'gateway-nginx' },
    });
    const digest = (s: Settings) =>
      parts(s).deployment.spec?.template.metadata?.annotations?.['cardbridge/nginx-config-sha256'];
    expect(digest(settings)).toMatch(/^[0-9a-f]{64}$/);
    expect(digest({ ...settings, trustedProxies: ['10.2.0.0/16'] })).not.toBe(digest(settings));
  });

  it('serves the remote store from a shared volume, seeded from the image only while empty', () => {
    const { deployment } = parts(settings);
    const spec = deployment.spec?.template.spec;
    expect(spec?.volumes).toContainEqual({
      name: 'remote-store',
      persistentVolumeClaim: { claimName: 'remote-store' },
    });
    const [seed] = spec?.initContainers ?? [];
    expect(seed?.args?.join(' ')).toMatch(/^test -f \/store\/registry\.json \|\| cp -R /);
    expect(spec?.containers[0]?.volumeMounts).toContainEqual({
      name: 'remote-store',
      mountPath: '/usr/share/nginx/remotes',
    });
    const claim = gatewayManifests(settings).find((o) => o.kind === 'PersistentVolumeClaim');
    expect(claim?.spec).toMatchObject({ accessModes: ['ReadWriteMany'] });
  });
});
