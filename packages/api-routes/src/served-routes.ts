import { routeTable, type ApiRoute, type ServiceName } from './route-table';

type Row = Pick<ApiRoute, 'method' | 'path' | 'service' | 'status'>;

/**
 * What a service must answer: the table's `served` rows for it, as `METHOD /path` (the public
 * table by default; pass `internalRouteTable` for its `/internal` rows). Each service has a test
 * comparing this with the routes it mounts, so a path the gateway routes or a neighbour calls but
 * no service answers fails CI (and so does a mounted route nobody documented).
 */
export function routesServedBy(service: ServiceName, table: readonly Row[] = routeTable): string[] {
  return table
    .filter((route) => route.service === service && route.status === 'served')
    .map((route) => `${route.method} ${route.path}`)
    .sort();
}
