export {
  routeTable,
  serviceNames,
  type ApiRoute,
  type HttpMethod,
  rateLimitZones,
  type RateLimitZone,
  type ServiceName,
} from '@cardbridge/api-routes';
export { apiPaths, findApiPath, pathPattern, serviceFor, type ApiPath } from './api-paths.js';
export {
  bodyLimits,
  defaultRateLimits,
  remoteNames,
  type NginxConfigOptions,
  type RateLimit,
  type StaticRoots,
} from './gateway-options.js';
export { renderNginxConfig } from './nginx-config.js';
export { securityHeaders, contentSecurityPolicy } from './security-headers.js';
export { startLocalGateway, type LocalGateway, type LocalGatewayOptions } from './local-gateway.js';
