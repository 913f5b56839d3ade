import path from 'node:path';
import type { RateLimitZone, ServiceName } from '@cardbridge/api-routes';
import { remoteNames } from '@cardbridge/topology';
import { parseCidr } from './trusted-proxies.js';

export interface StaticRoots {
  /** The shell's dist. */
  shell: string;
  /**
   * The versioned remote store (docs/product.md#operations): `<name>/<version>/` folders, never
   * changed once published, and `registry.json`, the only mutable file, naming the live ones.
   */
  remotes: string;
}

export interface RateLimit {
  perMinute: number;
  burst: number;
}

export interface NginxConfigOptions {
  /** Listen port. */
  port: number;
  /** 'host:port' of each service, or of each of its replicas. */
  upstreams: Record<ServiceName, string | readonly string[]>;
  /** Absolute directories of the shell's dist and of the versioned remote store. */
  staticRoots: StaticRoots;
  /** Absolute path of gateway/public (openapi.json). */
  publicDir: string;
  /** Absolute writable directory for temp, log and pid files. */
  prefix: string;
  /** DNS resolver for hostnames resolved per request (docker: 127.0.0.11); omit locally. */
  resolver?: string;
  /** Overrides of the per-address limits (e.g. for a test suite that signs in often). */
  rateLimits?: Partial<Record<RateLimitZone, RateLimit>>;
  /** Open connections per address; load tests from one address raise it. */
  connectionsPerAddress?: number;
  /**
   * Addresses or CIDR ranges of the TLS front end (`TRUSTED_PROXIES`, none by default): only from
   * these is `X-Forwarded-For` taken as the client address and `X-Forwarded-Proto` as the scheme.
   */
  trustedProxies?: readonly string[];
  /**
   * nginx only: a second listener on 127.0.0.1 at this port with `stub_status` at
   * `/nginx_status` (connections and requests), for an exporter beside nginx; none by default.
   */
  statusPort?: number;
}

/** The remotes the store may hold (@cardbridge/topology): no other name reaches a folder. */
export { remoteNames };

/** A published version's folder: `/remotes/<name>/<12 hex digits>/` (see the remote store). */
export const versionedRemotePath = `^/remotes/((?:${remoteNames.join('|')})/[0-9a-f]{12}/.*)$`;

/** `/remotes/preview?seller=<version>`: the only query it takes (empty clears a preview). */
export const previewQueryPattern = `^((?:${remoteNames.join('|')})=[0-9a-f]{0,12})?(&(?:${remoteNames.join('|')})=[0-9a-f]{0,12})*$`;

/** The cookie that makes one browser load a remote version that is not live (testers). */
export const previewCookie = 'cb_remote_preview';
/**
 * Generous for a person, tight for a script (docs/product.md#limits). Per address unless the zone
 * counts sessions (`rateLimitKeys`); an address can be an office or a phone network behind one
 * NAT, so address limits leave room for several people.
 */
export const defaultRateLimits: Readonly<Record<RateLimitZone, RateLimit>> = {
  login: { perMinute: 10, burst: 5 },
  register: { perMinute: 5, burst: 10 },
  // Each change-password checks the current password with argon2 (costly by design).
  password: { perMinute: 5, burst: 5 },
  // A browser renews its token once per lifetime per tab; a loop renewing it is refused.
  refresh: { perMinute: 60, burst: 30 },
  'refresh-session': { perMinute: 10, burst: 10 },
  profile: { perMinute: 20, burst: 10 },
  // Each upload can carry 100 MB: a seller sends a card at a time, not dozens a minute.
  upload: { perMinute: 20, burst: 10 },
  'upload-seller': { perMinute: 6, burst: 5 },
  // A seller answers an adjustment or cancels a card now and then, never in a loop.
  'seller-action': { perMinute: 20, burst: 10 },
  chat: { perMinute: 30, burst: 15 },
  contact: { perMinute: 20, burst: 10 },
  // One view per remote page plus its rare errors: a person browsing fast stays well below.
  'client-events': { perMinute: 120, burst: 60 },
  // The sell flow asks once per amount typed and once per lock that runs out.
  quote: { perMinute: 30, burst: 20 },
  // Two requests per range change in the Insights tab; generous for people, short for a loop.
  insights: { perMinute: 60, burst: 20 },
  // A reviewer claims, renews an open card's claim and presses "Review next" a few times a minute.
  review: { perMinute: 120, burst: 60 },
  // Each decision is read and weighed by a person first: a few a minute, never hundreds.
  'admin-action': { perMinute: 60, burst: 30 },
};

/**
 * What a session zone counts by: the session token's signature (its last part, unique to the
 * token), short whatever the cookie's length. A cookie not shaped like a token counts against
 * the client address, so padding or garbage cannot buy fresh buckets or fill the zone.
 */
export const sessionKeyPattern = '\\.([A-Za-z0-9_-]{16,128})$';

/** Connections one address may hold open at once (slow uploads cannot hold hundreds). */
export const defaultConnectionsPerAddress = 64;

export function rateLimitFor(
  zone: RateLimitZone,
  o: Pick<NginxConfigOptions, 'rateLimits'>,
): RateLimit {
  return o.rateLimits?.[zone] ?? defaultRateLimits[zone];
}

/** Request body limits: 1 MB, except the image upload (10 images x 10 MB plus the fields). */
export const bodyLimits = { defaultBytes: 1024 * 1024, uploadBytes: 105 * 1024 * 1024 } as const;

/** Fails fast on options that would yield a broken or unsafe config. */
export function assertValidOptions(o: Omit<NginxConfigOptions, 'prefix'> & { prefix?: string }) {
  const conns = o.connectionsPerAddress;
  if (conns !== undefined && (!Number.isInteger(conns) || conns < 1 || conns > 65535)) {
    throw new Error(`connectionsPerAddress must be 1 to 65535 (nginx's limit), got ${conns}`);
  }
  o.trustedProxies?.forEach(parseCidr);
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) {
    throw new Error(`invalid gateway port: ${o.port}`);
  }
  const status = o.statusPort;
  if (status !== undefined && (!Number.isInteger(status) || status < 1 || status > 65535)) {
    throw new Error(`invalid nginx status port: ${status}`);
  }
  const addresses = Object.entries(o.upstreams).flatMap(([service, at]) =>
    ([] as string[]).concat(at).map((address) => [service, address] as const),
  );
  for (const [service, address] of addresses) {
    if (!/^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/.test(address)) {
      throw new Error(
        `upstream for ${service} must be 'host:port', got ${JSON.stringify(address)}`,
      );
    }
  }
  const dirs: Record<string, string | undefined> = {
    ...o.staticRoots,
    publicDir: o.publicDir,
    prefix: o.prefix,
  };
  for (const [name, dir] of Object.entries(dirs)) {
    if (dir !== undefined && !path.isAbsolute(dir)) {
      throw new Error(`${name} must be an absolute path, got ${JSON.stringify(dir)}`);
    }
  }
}
