import { createAppConfig } from '@cardbridge/build-config';
import { routes } from './src/routes';

/** The support remote: its pages are exposed per the route declaration, which also becomes routes.json. */
export default (env: Record<string, unknown> = {}) =>
  createAppConfig({
    kind: 'remote',
    name: 'support',
    rootDir: import.meta.dirname,
    port: 3003,
    title: 'Cardbridge support (standalone)',
    routes,
    serve: Boolean(env['RSPACK_SERVE']),
  });
