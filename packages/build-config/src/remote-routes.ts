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

/** Where the generated expose modules live: inside src/, so relative imports and loaders apply. */
export const EXPOSE_DIR = 'src/.exposes';

/** Page files by expose name, with the exports routes use; refuses two files under one name. */
function pagesByExpose(routes: readonly RemoteRouteDeclaration[]) {
  const pages = new Map<string, { file: string; exports: Set<string> }>();
  for (const route of routes) {
    const name = exposeNameFor(route.file);
    const page = pages.get(name) ?? { file: route.file, exports: new Set<string>() };
    if (page.file !== route.file) {
      throw new Error(`Two page files expose as ${name}: ${page.file} and ${route.file}`);
    }
    page.exports.add(route.export);
    pages.set(name, page);
  }
  return pages;
}

/**
 * One module per exposed page: it imports the remote's stylesheet (a path relative to src/), then
 * re-exports the page, so a page's utilities arrive with it and nothing else of the remote does.
 * Keys are paths relative to the remote's root; the build serves them as virtual modules.
 */
export function exposeModules(
  routes: readonly RemoteRouteDeclaration[],
  stylesheet?: string,
): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [name, page] of pagesByExpose(routes)) {
    const lines = [
      ...(stylesheet ? [`import '../${stylesheet.replace(/^\.\//, '')}';`] : []),
      `export { ${[...page.exports].join(', ')} } from '../${page.file.replace(/^\.\//, '')}';`,
    ];
    modules[`${EXPOSE_DIR}/${name.slice(2)}.ts`] = `${lines.join('\n')}\n`;
  }
  return modules;
}

/** The MF `exposes` map: `./get-quote-page` -> its generated expose module. */
export function exposesFor(routes: readonly RemoteRouteDeclaration[]): Record<string, string> {
  return Object.fromEntries(
    [...pagesByExpose(routes).keys()].map((name) => [name, `./${EXPOSE_DIR}/${name.slice(2)}.ts`]),
  );
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
