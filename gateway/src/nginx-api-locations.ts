import { allowedMethods, apiPaths, hasParams, internalPrefix, type ApiPath } from './api-paths.js';
import { errorBody } from './error-bodies.js';
import { bodyLimits, rateLimitFor, type NginxConfigOptions } from './gateway-options.js';
import { block, headers, jsonDefaultType, jsonReturn, quote, regex } from './nginx-directives.js';
import { securityHeaders } from './security-headers.js';
import type { RateLimitZone, ServiceName } from '@cardbridge/api-routes';

/** nginx's upstream block name for a service (used when no resolver is configured). */
export const upstreamName = (service: ServiceName): string => `cardbridge_${service}`;

/** Proxy settings shared by every /api location. */
export function proxyDefaults(): string {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $cardbridge_host;',
    'proxy_set_header X-Request-Id $request_id;',
    // The gateway is the entry point: it states the client address rather than trusting one.
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $cardbridge_forwarded_proto;',
    // Never the client's own: services believe the gateway's forwarded headers.
    'proxy_set_header X-Forwarded-Host $cardbridge_host;',
    'proxy_set_header Forwarded "";',
    'proxy_set_header X-Real-IP "";',
    // A service that is down refuses at once; one that does not accept within 2 s is as good as down.
    'proxy_connect_timeout 2s;',
    'proxy_read_timeout 60s;',
    'proxy_send_timeout 60s;',
    // Responses are buffered in memory only: no temp files, so no writes outside the prefix.
    'proxy_max_temp_file_size 0;',
    // The gateway's security headers are authoritative; drop a service's copies to avoid duplicates.
    ...Object.keys(securityHeaders).map((name) => `proxy_hide_header ${name};`),
    'proxy_hide_header X-Powered-By;',
  ].join('\n');
}

function proxyPass(service: ServiceName, o: NginxConfigOptions): string {
  if (!o.resolver) return `proxy_pass http://${upstreamName(service)};`;
  // With a variable, nginx resolves the name per request, so the gateway starts (and recovers)
  // even while a service container is being replaced.
  return `set $cardbridge_upstream ${quote(o.upstreams[service])};\nproxy_pass http://$cardbridge_upstream;`;
}

function methodGuard(p: ApiPath): string {
  const methods = allowedMethods(p);
  const allow = methods.join(', ');
  return block(
    `if ($request_method !~ ^(${methods.join('|')})$)`,
    `${headers({ Allow: allow })}\n${jsonReturn(405, errorBody(405))}`,
  );
}

/** nginx's name for a rate limit zone of the route table. */
export const nginxZone = (zone: RateLimitZone): string => `cardbridge_${zone.replaceAll('-', '_')}`;

function rateLimits(p: ApiPath, o: NginxConfigOptions): string[] {
  return p.rateLimits.map(
    (zone) => `limit_req zone=${nginxZone(zone)} burst=${rateLimitFor(zone, o).burst} nodelay;`,
  );
}

function uploadSettings(p: ApiPath): string[] {
  if (!p.upload) return [];
  return [
    `client_max_body_size ${bodyLimits.uploadBytes};`,
    // Stream the multipart body to the service as it arrives instead of spooling it to disk.
    'proxy_request_buffering off;',
    'proxy_read_timeout 300s;',
    'proxy_send_timeout 300s;',
  ];
}

export function apiLocation(p: ApiPath, o: NginxConfigOptions): string {
  const head = hasParams(p.path) ? `location ~ ${regex(p.pattern)}` : `location = ${p.path}`;
  const body = [
    `# ${p.methods.join(' ')} ${p.path} -> ${p.service}`,
    jsonDefaultType,
    methodGuard(p),
    ...rateLimits(p, o),
    ...uploadSettings(p),
    headers(),
    proxyPass(p.service, o),
  ];
  return block(head, body.join('\n'));
}

export function apiLocations(o: NginxConfigOptions): string {
  const notFound = `${jsonDefaultType}\n${headers()}\n${jsonReturn(404, errorBody(404))}`;
  return [
    ...apiPaths.map((p) => apiLocation(p, o)),
    block('location = /api', notFound),
    block('location /api/', notFound),
    // Service-to-service routes: never the shell's page, never a service (internalPrefix).
    block(`location = ${internalPrefix}`, notFound),
    block(`location ^~ ${internalPrefix}/`, notFound),
  ].join('\n\n');
}

export function upstreamBlocks(o: NginxConfigOptions): string {
  if (o.resolver) return `resolver ${o.resolver} valid=10s ipv6=off;\nresolver_timeout 5s;`;
  return (Object.entries(o.upstreams) as [ServiceName, string][])
    .map(([service, address]) =>
      block(`upstream ${upstreamName(service)}`, `server ${address};\nkeepalive 16;`),
    )
    .join('\n');
}
