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

/**
 * The gateway config for docker-compose: services by their compose hostnames, resolved per
 * request through Docker's DNS so a restarted service container is found again.
 */
export function dockerNginxConfig(
  prefix: string = dockerPaths.prefix,
  trustedProxies: readonly string[] = [],
): string {
  return renderNginxConfig({
    port: 8080,
    upstreams: Object.fromEntries(
      serviceNames.map((name) => [name, `${name}:${servicePorts[name]}`]),
    ) as Record<ServiceName, string>,
    staticRoots: { shell: `${dockerPaths.html}/shell`, remotes: dockerPaths.remotes },
    publicDir: dockerPaths.public,
    prefix,
    resolver: '127.0.0.11',
    trustedProxies,
  });
}
