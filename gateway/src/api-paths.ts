import {
  routeTable,
  type ApiRoute,
  type HttpMethod,
  type ServiceName,
} from '@cardbridge/api-routes';

/** Where the services' own routes live (packages/api-routes' internal table): closed at the gateway. */
const internalPrefix = '/internal';

/**
 * Paths the gateway answers 404 itself, whatever follows them: the services' own routes and their
 * Prometheus metrics (`/metrics`, for the scraper on the private network only).
 */
export const closedPrefixes = [internalPrefix, '/metrics'] as const;

/** True for a closed prefix itself or any path under it. */
export const isClosedPath = (urlPath: string): boolean =>
  closedPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));

/** One documented path with every method it accepts: the unit nginx turns into a location. */
export interface ApiPath {
  path: string;
  /** Anchored regex source valid in both PCRE (nginx) and JavaScript. */
  pattern: string;
  service: ServiceName;
  methods: HttpMethod[];
  upload: boolean;
  rateLimits: NonNullable<ApiRoute['rateLimits']>;
}

const paramPattern = /\{[A-Za-z][A-Za-z0-9]*\}/g;

/** `/api/payment-methods/{id}` -> `^/api/payment-methods/[^/]+$`; a parameter is one segment. */
export function pathPattern(specPath: string): string {
  const escaped = specPath
    .split(paramPattern)
    .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return `^${escaped}$`;
}

/** The methods a path answers: HEAD wherever GET is (the service answers it without a body). */
export function allowedMethods(p: Pick<ApiPath, 'methods'>): string[] {
  return p.methods.includes('GET') ? [...p.methods, 'HEAD'] : [...p.methods];
}

export function hasParams(specPath: string): boolean {
  return specPath.search(paramPattern) !== -1;
}

/**
 * Groups the route table by path. Every method of a path must belong to the same service and
 * share the same gateway policy, because nginx applies both per location.
 */
export function groupApiPaths(routes: readonly ApiRoute[] = routeTable): ApiPath[] {
  const byPath = new Map<string, ApiPath>();
  for (const r of routes) {
    const existing = byPath.get(r.path);
    if (!existing) {
      byPath.set(r.path, {
        path: r.path,
        pattern: pathPattern(r.path),
        service: r.service,
        methods: [r.method],
        upload: r.upload ?? false,
        rateLimits: r.rateLimits ?? [],
      });
      continue;
    }
    if (existing.service !== r.service) {
      throw new Error(`${r.path} is owned by both ${existing.service} and ${r.service}`);
    }
    const samePolicy =
      existing.upload === (r.upload ?? false) &&
      existing.rateLimits.join() === (r.rateLimits ?? []).join();
    if (!samePolicy) {
      throw new Error(`${r.path}: every method of a path must share its gateway policy`);
    }
    if (existing.methods.includes(r.method))
      throw new Error(`${r.method} ${r.path} is listed twice`);
    existing.methods.push(r.method);
  }
  return [...byPath.values()];
}

export const apiPaths: readonly ApiPath[] = groupApiPaths();
const compiled = apiPaths.map((p) => ({ apiPath: p, regex: new RegExp(p.pattern) }));

/** The documented path an /api URL path (no query string) falls under, if any. */
export function findApiPath(urlPath: string): ApiPath | undefined {
  return compiled.find((c) => c.regex.test(urlPath))?.apiPath;
}

/** The service that owns `method urlPath`, or undefined when the gateway does not route it. */
export function serviceFor(method: string, urlPath: string): ServiceName | undefined {
  const pathOnly = urlPath.split('?', 1)[0] ?? '';
  const found = findApiPath(pathOnly);
  if (!found) return undefined;
  return (found.methods as string[]).includes(method.toUpperCase()) ? found.service : undefined;
}
