import { allowedMethods, apiPaths, closedPrefixes, hasParams, type ApiPath } from './api-paths.js';
import { errorBody } from './error-bodies.js';
import { bodyLimits, rateLimitFor, type NginxConfigOptions } from './gateway-options.js';
import { block, headers, jsonDefaultType, jsonReturn, regex } from './nginx-directives.js';
import { proxyLocations, proxyToService } from './nginx-upstreams.js';
import { securityHeaders } from './security-headers.js';
import type { RateLimitZone } from '@cardbridge/api-routes';

/** Proxy settings shared by every /api location. */
export function proxyDefaults(): string {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $cardbridge_host;',
    'proxy_set_header X-Request-Id $request_id;',
    'proxy_set_header traceparent $cardbridge_traceparent;',
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

/** Checked here against Content-Length, and again by the proxy location as a body streams in. */
const uploadBodyLimit = `client_max_body_size ${bodyLimits.uploadBytes};`;

const uploadSettings = (p: ApiPath): string[] => (p.upload ? [uploadBodyLimit] : []);

export function apiLocation(p: ApiPath, o: NginxConfigOptions): string {
  const head = hasParams(p.path) ? `location ~ ${regex(p.pattern)}` : `location = ${p.path}`;
  const body = [
    `# ${p.methods.join(' ')} ${p.path} -> ${p.service}`,
    jsonDefaultType,
    methodGuard(p),
    ...rateLimits(p, o),
    ...uploadSettings(p),
    headers(),
    proxyToService(p.service, p.upload),
  ];
  return block(head, body.join('\n'));
}

export function apiLocations(o: NginxConfigOptions): string {
  const notFound = `${jsonDefaultType}\n${headers()}\n${jsonReturn(404, errorBody(404))}`;
  return [
    ...apiPaths.map((p) => apiLocation(p, o)),
    proxyLocations(uploadBodyLimit),
    block('location = /api', notFound),
    block('location /api/', notFound),
    // Service-to-service routes and metrics: never the shell's page, never a service.
    ...closedPrefixes.flatMap((prefix) => [
      block(`location = ${prefix}`, notFound),
      block(`location ^~ ${prefix}/`, notFound),
    ]),
  ].join('\n\n');
}
