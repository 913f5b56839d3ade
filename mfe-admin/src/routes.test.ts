import { describeRemoteRoutes } from '@cardbridge/build-config/testing';
import { routes } from './routes';

describeRemoteRoutes(routes, import.meta.glob<Record<string, unknown>>('./**/*-page.tsx'));
