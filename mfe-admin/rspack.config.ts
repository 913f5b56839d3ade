import { createAppConfig } from '@cardbridge/build-config';
import { routes } from './src/routes';

/** The admin remote: its pages are exposed per the route declaration, which also becomes routes.json. */
export default (env: Record<string, unknown> = {}) =>
  createAppConfig({
    kind: 'remote',
    name: 'admin',
    rootDir: import.meta.dirname,
    port: 3002,
    title: 'Cardbridge admin (standalone)',
    routes,
    serve: Boolean(env['RSPACK_SERVE']),
  });
