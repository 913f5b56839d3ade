/** The shell's own pages: the only paths where no remote is loaded ('/' may be the seller's dashboard). */
export const SHELL_PAGES = [
  '/terms',
  '/privacy',
  '/security',
  '/login',
  '/register',
  '/confirm-email',
];

/** Whether a declared route (`/contact/chat`, `/admin/*`, `/x/:id`) matches a path, as the router does. */
export function routeMatches(route: string, pathname: string): boolean {
  const want = route.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return true;
    if (got[i] === undefined) return false;
    if (!want[i]!.startsWith(':') && want[i] !== got[i]) return false;
  }
  return want.length === got.length;
}

export interface EarlyRegistryEntry {
  name: string;
  url: string;
  routes?: { path: string; module: string }[];
  versions?: string[];
  canary?: { version: string; percent: number };
}

/** The remote (and its route's exposed module) serving `pathname`, if one declares it. */
export function remoteFor(
  entries: EarlyRegistryEntry[],
  pathname: string,
): { entry: EarlyRegistryEntry; module: string } | undefined {
  for (const entry of entries) {
    const route = entry.routes?.find((r) => routeMatches(r.path, pathname));
    if (route) return { entry, module: route.module };
  }
  return undefined;
}
