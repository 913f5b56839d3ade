import { routeTable, type ApiRoute, type ServiceName } from './route-table';

/**
 * What a service must answer: the table's `served` rows for it, as `METHOD /path`. Each service
 * has a test comparing this with the routes it mounts, so a path the gateway routes but no service
 * answers fails CI (and so does a mounted route nobody documented).
 */
export function routesServedBy(
  service: ServiceName,
  table: readonly ApiRoute[] = routeTable,
): string[] {
  return table
    .filter((route) => route.service === service && route.status === 'served')
    .map((route) => `${route.method} ${route.path}`)
    .sort();
}
