import { createAppConfig } from '@cardbridge/build-config';
import { routes } from './src/routes';

/** The seller remote: its pages are exposed per the route declaration, which also becomes routes.json. */
export default (env: Record<string, unknown> = {}) =>
  createAppConfig({
    kind: 'remote',
    name: 'seller',
    rootDir: import.meta.dirname,
    port: 3001,
    title: 'Cardbridge seller (standalone)',
    routes,
    serve: Boolean(env['RSPACK_SERVE']),
  });
