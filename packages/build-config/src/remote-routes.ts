/**
 * A remote team's declaration of the pages it serves. The build turns it into the MF `exposes`
 * map and into `routes.json`, which the shell reads at run time: adding a page is the remote's
 * deploy alone.
 */
export interface RemoteRouteDeclaration {
  /** URL path (react-router pattern) the page serves, e.g. `/get-quote`. */
  path: string;
  /** File of the page component, relative to the remote's `src/`. */
  file: string;
  /** Named export of the page component in that file. */
  export: string;
}

/** One route as published in `routes.json`. */
export interface PublishedRoute {
  path: string;
  /** Exposed module name, e.g. `./get-quote-page`, loadable as `<remote>/get-quote-page`. */
  module: string;
  export: string;
}

export interface RoutesDocument {
  name: string;
  routes: PublishedRoute[];
}

/** `./features/quote/components/get-quote-page.tsx` -> `./get-quote-page`. */
export function exposeNameFor(file: string): string {
  const base = file.split('/').pop() ?? file;
  return `./${base.replace(/\.[cm]?[jt]sx?$/, '')}`;
}

/**
 * The MF `exposes` map: one module per page file. The remote's stylesheet is imported with each
 * page (an expose may list several modules; the last one's exports are what `loadRemote` returns),
 * so a page's utilities arrive with it.
 */
export function exposesFor(
  routes: readonly RemoteRouteDeclaration[],
  stylesheet?: string,
): Record<string, { import: string[] }> {
  const exposes: Record<string, { import: string[] }> = {};
  for (const route of routes) {
    const name = exposeNameFor(route.file);
    const target = `./src/${route.file.replace(/^\.\//, '')}`;
    const existing = exposes[name]?.import.at(-1);
    if (existing && existing !== target) {
      throw new Error(`Two page files expose as ${name}: ${existing} and ${target}`);
    }
    exposes[name] = { import: stylesheet ? [stylesheet, target] : [target] };
  }
  return exposes;
}

export function routesDocument(
  name: string,
  routes: readonly RemoteRouteDeclaration[],
): RoutesDocument {
  return {
    name,
    routes: routes.map((route) => ({
      path: route.path,
      module: exposeNameFor(route.file),
      export: route.export,
    })),
  };
}
