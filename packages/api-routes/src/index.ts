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
export {
  fillPath,
  internalRoutes,
  internalRouteTable,
  koaPath,
  type InternalRoute,
  type InternalRouteName,
  type PathParamNames,
  type PathParams,
} from './internal-routes';
