import path from 'node:path';
import { nginxTraceMaps } from './trace-context.js';
import { errorBody, retryAfterSeconds, type GatewayErrorStatus } from './error-bodies.js';
import {
  assertValidOptions,
  bodyLimits,
  defaultConnectionsPerAddress,
  rateLimitFor,
  sessionKeyPattern,
  type NginxConfigOptions,
} from './gateway-options.js';
import { apiLocations, nginxZone, proxyDefaults } from './nginx-api-locations.js';
import { block, headers, jsonDefaultType, jsonReturn, quote } from './nginx-directives.js';
import { staticLocations } from './nginx-static-locations.js';
import { upstreamBlocks } from './nginx-upstreams.js';
import { statusServer } from './nginx-status.js';
import { nginxPreviewMaps } from './remote-preview.js';
import { rateLimitKeys, rateLimitZones } from '@cardbridge/api-routes';
import { userSessionCookie } from '@cardbridge/contracts';
import { refusedPathPattern } from './path-spelling.js';
import { strictTransportSecurity } from './security-headers.js';
import { compressibleTypes, contentTypes } from './static-assets.js';

/** Every error nginx itself produces answers `{ message }` JSON (a down service's 502 as 503). */
const jsonErrors: GatewayErrorStatus[] = [400, 405, 413, 414, 429, 494, 500, 503, 504];
/** What the client is sent for nginx's internal codes. */
const wireStatus = (status: GatewayErrorStatus): number => (status === 494 ? 400 : status);

/** Every path nginx writes to sits under the prefix, so it runs unprivileged anywhere. */
const refusedPathLocation = '/__gateway_error/path';

function processSection(prefix: string): string {
  const at = (name: string) => quote(path.join(prefix, name));
  return [
    'worker_processes auto;',
    `pid ${at('nginx.pid')};`,
    'error_log stderr warn;',
    block('events', 'worker_connections 1024;'),
  ].join('\n');
}

function tempPaths(prefix: string): string {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${quote(path.join(prefix, `${kind}_temp`))};`)
    .join('\n');
}

function mimeTypes(): string {
  const lines = Object.entries(contentTypes).map(([ext, type]) => `${type} ${ext};`);
  return `${block('types', lines.join('\n'))}\ndefault_type application/octet-stream;`;
}

/** What a zone counts by: the client address, or the session cookie (else the address). */
const zoneKeys = { address: '$binary_remote_addr', session: '$cardbridge_session_key' } as const;

function rateLimitDirectives(o: NginxConfigOptions): string {
  return [
    block(
      `map $cookie_${userSessionCookie} $cardbridge_session_key`,
      `default $binary_remote_addr;\n"~${sessionKeyPattern}" $1;`,
    ),
    ...rateLimitZones.map(
      (zone) =>
        `limit_req_zone ${zoneKeys[rateLimitKeys[zone]]} zone=${nginxZone(zone)}:10m rate=${rateLimitFor(zone, o).perMinute}r/m;`,
    ),
    'limit_req_status 429;',
    'limit_req_log_level warn;',
    'limit_conn_zone $binary_remote_addr zone=cardbridge_conn:10m;',
    'limit_conn_status 429;',
    'limit_conn_log_level warn;',
  ].join('\n');
}

function httpSettings(o: NginxConfigOptions): string {
  return [
    mimeTypes(),
    'charset utf-8;',
    'charset_types text/css text/plain text/xml application/javascript application/json;',
    'server_tokens off;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65s;',
    // A client that trickles its headers or body cannot hold a connection for long.
    'client_header_timeout 10s;',
    'client_body_timeout 20s;',
    'send_timeout 30s;',
    // No query strings or referrers in the log: they can carry contact-chat session ids.
    // The path as the client spelt it (a refused spelling shows what was tried), without the query.
    block('map $request_uri $cardbridge_logged_path', 'default $uri;\n"~^([^?]*)" $1;'),
    'log_format cardbridge \'$remote_addr [$time_local] "$request_method $cardbridge_logged_path $server_protocol" \'',
    '    \'$status $body_bytes_sent $request_time $request_id "$http_user_agent"\';',
    `access_log ${quote(path.join(o.prefix, 'access.log'))} cardbridge;`,
    tempPaths(o.prefix),
    `client_max_body_size ${bodyLimits.defaultBytes};`,
    // Bodies up to the default limit stay in memory, so ordinary requests never touch disk.
    `client_body_buffer_size ${bodyLimits.defaultBytes};`,
    'gzip on;',
    'gzip_vary on;',
    // Level 6: about 15 % fewer bytes than the default 1 on the bundles, for little CPU; what a
    // phone on a slow network waits for (docs/product.md#operations).
    'gzip_comp_level 6;',
    'gzip_min_length 1024;',
    `gzip_types ${compressibleTypes.join(' ')};`,
    rateLimitDirectives(o),
    // The Host the client sent, port included, as the local gateway forwards it.
    block('map $http_host $cardbridge_host', 'default $http_host;\n"" $host;'),
    clientOrigin(o),
    nginxPreviewMaps(),
    nginxTraceMaps(),
    block(`map $request_uri $cardbridge_refused_path`, `default 0;\n"~${refusedPathPattern}" 1;`),
    block(
      'map $cardbridge_forwarded_proto $cardbridge_hsts',
      `default "";\nhttps ${quote(strictTransportSecurity)};`,
    ),
    upstreamBlocks(o),
  ].join('\n');
}

/**
 * Who the client is and which scheme it used: from a trusted TLS front end (`trustedProxies`),
 * the addresses it forwards (realip, skipping other trusted hops) and the scheme it reports;
 * from anyone else, the peer address and the gateway's own scheme.
 */
function clientOrigin(o: NginxConfigOptions): string {
  const trusted = o.trustedProxies ?? [];
  const realIp = trusted.length
    ? [
        ...trusted.map((cidr) => `set_real_ip_from ${cidr};`),
        'real_ip_header X-Forwarded-For;',
        'real_ip_recursive on;',
      ]
    : [];
  return [
    ...realIp,
    block(
      'geo $realip_remote_addr $cardbridge_trusted_peer',
      ['default 0;', ...trusted.map((cidr) => `${cidr} 1;`)].join('\n'),
    ),
    block(
      'map "$cardbridge_trusted_peer:$http_x_forwarded_proto" $cardbridge_forwarded_proto',
      'default $scheme;\n"1:https" https;\n"1:http" http;',
    ),
  ].join('\n');
}

/**
 * Internal URIs, not named locations: a request nginx cannot parse (400, 414) has no URI, and
 * nginx refuses to redirect such a request to a named location.
 */
function errorPages(): string {
  const at = (status: number) => `/__gateway_error/${status}`;
  return [
    `error_page 502 =503 ${at(503)};`,
    ...jsonErrors.map((status) => {
      const extra: Record<string, string> =
        status === 429 ? { 'Retry-After': String(retryAfterSeconds) } : {};
      if (status === 503) extra['Retry-After'] = '1';
      const wire = wireStatus(status);
      return [
        `error_page ${status} ${wire === status ? '' : `=${wire} `}${at(status)};`,
        block(
          `location = ${at(status)}`,
          `internal;\n${jsonDefaultType}\n${headers(extra)}\n${jsonReturn(wire, errorBody(status))}`,
        ),
      ].join('\n');
    }),
    // Odd spellings of a path (refusedPathPattern) end here before any location sees them.
    block(
      `location = ${refusedPathLocation}`,
      `internal;\n${jsonDefaultType}\n${headers()}\n${jsonReturn(404, errorBody(404))}`,
    ),
  ].join('\n');
}

function server(o: NginxConfigOptions): string {
  return block(
    'server',
    [
      `listen ${o.port};`,
      'server_name _;',
      `limit_conn cardbridge_conn ${o.connectionsPerAddress ?? defaultConnectionsPerAddress};`,
      block('if ($cardbridge_refused_path)', `rewrite ^ ${refusedPathLocation} last;`),
      headers(),
      proxyDefaults(),
      errorPages(),
      '',
      apiLocations(o),
      '',
      staticLocations(o),
    ].join('\n'),
  );
}

/**
 * A complete nginx.conf for `nginx -p <prefix> -c <file> -g 'daemon off;'`: the shell and remotes'
 * static files, the OpenAPI document and registry, and every route of the route table proxied to
 * its service.
 */
export function renderNginxConfig(o: NginxConfigOptions): string {
  assertValidOptions(o);
  return [
    '# Generated by @cardbridge/gateway renderNginxConfig from the route table. Do not edit.',
    processSection(o.prefix),
    block('http', [httpSettings(o), server(o), statusServer(o)].filter(Boolean).join('\n\n')),
    '',
  ].join('\n');
}
