import { apiPaths } from './api-paths.js';
import type { NginxConfigOptions } from './gateway-options.js';
import { block, jsonDefaultType } from './nginx-directives.js';
import type { ServiceName } from '@cardbridge/api-routes';

/** nginx's upstream block name for a service. */
export const upstreamName = (service: ServiceName): string => `cardbridge_${service}`;

/** The addresses ('host:port') of a service's replicas, as the options give them. */
export const addressesOf = (o: Pick<NginxConfigOptions, 'upstreams'>, service: ServiceName) =>
  ([] as string[]).concat(o.upstreams[service]);

/**
 * Idle connections kept per worker to each service; below Node's 5 s keep-alive timeout, so
 * nginx drops an idle connection before the service closes it under a request it is sending.
 */
const keepalive = { connections: 32, timeout: '4s' } as const;

/** A replica that fails 3 times within 10 s is skipped for 10 s. */
const health = 'max_fails=3 fail_timeout=10s';

/**
 * One upstream block per service, with a shared-memory zone and kept-alive connections. With a
 * resolver (docker compose, Kubernetes) each name is re-resolved while nginx runs (`resolve`,
 * nginx >= 1.27.3): the gateway starts while a service is still absent, and finds every replica
 * behind the name as replicas come and go.
 */
export function upstreamBlocks(o: NginxConfigOptions): string {
  const resolver = o.resolver
    ? [`resolver ${o.resolver} valid=10s ipv6=off;`, 'resolver_timeout 5s;']
    : [];
  const blocks = (Object.keys(o.upstreams) as ServiceName[]).map((service) =>
    block(
      `upstream ${upstreamName(service)}`,
      [
        `zone cardbridge_upstream_${service} 64k;`,
        ...addressesOf(o, service).map(
          (address) => `server ${address}${o.resolver ? ' resolve' : ''} ${health};`,
        ),
        `keepalive ${keepalive.connections};`,
        `keepalive_timeout ${keepalive.timeout};`,
      ].join('\n'),
    ),
  );
  return [...resolver, retryMap, ...blocks].join('\n');
}

/**
 * Whether a request may be sent to another replica after a failure: a safe method, or a request
 * carrying an Idempotency-Key (its service applies it once). A plain POST or PATCH is sent once:
 * a replica that failed may have applied it.
 */
const retryMap = block(
  'map "$request_method:$http_idempotency_key" $cardbridge_attempts',
  ['default once;', '"~^(GET|HEAD|OPTIONS):" retry;', '"~^[A-Z]+:." retry;'].join('\n'),
);

type Attempts = 'retry' | 'once';

const nextUpstream: Record<Attempts, string> = {
  retry: [
    'proxy_next_upstream error timeout http_502 http_503 non_idempotent;',
    'proxy_next_upstream_tries 3;',
  ].join('\n'),
  once: 'proxy_next_upstream off;',
};

/** The upload route's proxy settings: its body streams to the service as it arrives. */
const uploadProxySettings = [
  'proxy_request_buffering off;',
  'proxy_read_timeout 300s;',
  'proxy_send_timeout 300s;',
];

const passName = (service: ServiceName, upload: boolean) =>
  `@${upstreamName(service)}${upload ? '_upload' : ''}_`;

/**
 * How an /api location hands its request to the service. nginx cannot take proxy_next_upstream
 * from a variable, so each service has a named location per retry policy. try_files is the one
 * directive that moves a request to a named location after the location's rate limits ran
 * (rewrite-phase jumps would skip them). Its first argument is only syntax: a file under
 * /dev/null, which cannot exist, so no file can ever answer an /api path.
 */
export function proxyToService(service: ServiceName, upload: boolean): string {
  return `root /dev/null;\ntry_files /proxied ${passName(service, upload)}$cardbridge_attempts;`;
}

/** The named locations proxyToService hands requests to, for the services the routes use. */
export function proxyLocations(uploadBodyLimit: string): string {
  const used = new Map<string, [ServiceName, boolean]>();
  for (const p of apiPaths) used.set(`${p.service}:${Boolean(p.upload)}`, [p.service, !!p.upload]);
  return [...used.values()]
    .flatMap(([service, upload]) =>
      (['retry', 'once'] as const).map((attempts) =>
        block(
          `location ${passName(service, upload)}${attempts}`,
          [
            jsonDefaultType,
            ...(upload ? [uploadBodyLimit, ...uploadProxySettings] : []),
            nextUpstream[attempts],
            `proxy_pass http://${upstreamName(service)};`,
          ].join('\n'),
        ),
      ),
    )
    .join('\n');
}
