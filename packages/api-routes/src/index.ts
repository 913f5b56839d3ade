export {
  rateLimitKeys,
  rateLimitZones,
  routeTable,
  serviceNames,
  type ApiRoute,
  type HttpMethod,
  type RateLimitZone,
  type ServiceName,
} from './route-table';
export { routesServedBy } from './served-routes';
