import { describeRemoteRoutes } from '@cardbridge/build-config/testing';
import { pageModules } from './page-contract';
import { routes } from './routes';

describeRemoteRoutes(routes, pageModules);
