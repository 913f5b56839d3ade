import type { ServiceName } from '@cardbridge/topology';

/**
 * The `npm start` line that says where Prometheus reads each service (docs/product.md#metrics):
 * its own port, never the gateway, with INTERNAL_TOKEN as a bearer token. With replicas the port
 * is the balancer's, so successive scrapes may reach different instances.
 */
export function metricsLine(servicePorts: Record<ServiceName, number>, tokenFile?: string): string {
  const ports = Object.entries(servicePorts)
    .map(([name, port]) => `${name} :${port}`)
    .join(', ');
  const token = tokenFile ? `INTERNAL_TOKEN from ${tokenFile}` : 'INTERNAL_TOKEN';
  return `  metrics:  http://127.0.0.1:<port>/metrics on ${ports} (Authorization: Bearer <${token}>)`;
}
