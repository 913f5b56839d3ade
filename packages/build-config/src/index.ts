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
export { sharedSingletonNames, sharedSingletons } from './shared-singletons';
