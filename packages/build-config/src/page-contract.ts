import type { ComponentType } from 'react';
import type { RemoteRouteDeclaration } from './remote-routes';

/**
 * The shell's page contract: for each route a remote declares, the shell loads the named export
 * of the exposed module and renders it as `<Page />`, with no props, inside its router, query
 * client and error boundary (shell/src/federation/load-remote-page.ts). A component that needs
 * props, or an export that is not a component, cannot be rendered that way.
 */
export type RemotePage = ComponentType;

/**
 * What each remote's `src/page-contract.ts` must satisfy: a loader for every page file its
 * routes name, whose module has every export the routes name for it as a RemotePage. With
 * `satisfies PageModules<typeof routes>`, a remote whose page has the wrong shape, a missing
 * export or an unlisted file fails its own typecheck, before it is built or deployed.
 */
export type PageModules<R extends readonly RemoteRouteDeclaration[]> = {
  [F in R[number]['file']]: () => Promise<{
    [E in Extract<R[number], { file: F }>['export']]: RemotePage;
  }>;
};
