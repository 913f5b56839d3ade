export {
  createAppConfig,
  type AppOptions,
  type HostOptions,
  type RemoteOptions,
} from './create-app-config';
export {
  exposeNameFor,
  exposesFor,
  routesDocument,
  type PublishedRoute,
  type RemoteRouteDeclaration,
  type RoutesDocument,
} from './remote-routes';
export {
  curatedReactRouter,
  sharedAliases,
  sharedSingletonNames,
  sharedSingletons,
  sharedVersions,
} from './shared-singletons';
export type { PageModules, RemotePage } from './page-contract';
