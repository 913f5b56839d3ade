import { serviceNames, servicePorts, type ServiceName } from '@cardbridge/topology';
import { renderNginxConfig } from '../src/nginx-config.js';

/** Where gateway/Dockerfile puts things in the nginx image. */
export const dockerPaths = {
  html: '/usr/share/nginx/html',
  /** The versioned remote store: a named volume in docker compose, so deploys outlive the image. */
  remotes: '/usr/share/nginx/remotes',
  public: '/usr/share/nginx/public',
  prefix: '/tmp/nginx',
  config: '/etc/nginx/cardbridge.conf',
} as const;

export interface ContainerNginxOptions {
  /** The DNS server that resolves `hostOf` names while nginx runs. */
  resolver: string;
  /** The name that resolves to every replica of a service. */
  hostOf: (service: ServiceName) => string;
  trustedProxies?: readonly string[];
  prefix?: string;
}

/**
 * The gateway image's config for a container platform (docker compose, Kubernetes): services by
 * names re-resolved while nginx runs, so it finds each replica as containers come and go.
 */
export function containerNginxConfig(o: ContainerNginxOptions): string {
  return renderNginxConfig({
    port: 8080,
    upstreams: Object.fromEntries(
      serviceNames.map((name) => [name, `${o.hostOf(name)}:${servicePorts[name]}`]),
    ) as Record<ServiceName, string>,
    staticRoots: { shell: `${dockerPaths.html}/shell`, remotes: dockerPaths.remotes },
    publicDir: dockerPaths.public,
    prefix: o.prefix ?? dockerPaths.prefix,
    resolver: o.resolver,
    trustedProxies: o.trustedProxies ?? [],
    // stub_status for an nginx exporter in the same pod or network namespace (loopback only).
    statusPort: 8081,
  });
}

/** The gateway config for docker-compose: services by their compose names, through Docker's DNS. */
export function dockerNginxConfig(
  prefix: string = dockerPaths.prefix,
  trustedProxies: readonly string[] = [],
): string {
  return containerNginxConfig({
    resolver: '127.0.0.11',
    hostOf: (name) => name,
    trustedProxies,
    prefix,
  });
}
