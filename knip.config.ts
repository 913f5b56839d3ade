import type { KnipConfig } from 'knip';

/**
 * `npm run lint` runs knip so package.json files say what the code uses: a dependency nobody
 * imports, an import nobody declares, or a file nothing reaches fails CI. Unused exports are not
 * checked: an endpoint file exports its fetcher, key and options by convention.
 */
const config: KnipConfig = {
  include: [
    'files',
    'dependencies',
    'devDependencies',
    'optionalPeerDependencies',
    'unlisted',
    'unresolved',
    'binaries',
  ],
  workspaces: {
    // Run by path (node scripts/*.mjs; each service's tsup.config.ts extends the shared base).
    '.': {
      entry: ['scripts/*.mjs', 'services/tsup.base.ts'],
      // build-config's bin, linked by the workspaces install (`npm run remote`).
      ignoreBinaries: ['cardbridge-remote'],
    },
    // bench/run.ts imports the bench it is asked for; the platform is forked from its file.
    e2e: { entry: ['bench/*.ts', 'support/platform-child.ts'] },
    // Run with tsx by the build, the Dockerfile and the platform.
    gateway: { entry: ['scripts/*.ts'] },
    // Run in mongosh by docker compose's mongo-init.
    deploy: { entry: ['compose/*.js'] },
    'packages/build-config': {
      entry: ['src/publish/remote-cli.ts'],
      ignoreDependencies: [
        // Loaded by `rspack serve` (a remote's standalone dev page), never imported.
        '@rspack/dev-server',
        // A resolve alias to react-router's production build (shared-singletons.ts).
        'cardbridge-react-router-production',
      ],
    },
    // Each service's `npm start` runs its own bin, which npm links for the workspace.
    'services/*': { ignoreBinaries: [/^cardbridge-/] },
    // Bundled by services/tsup.base.ts as each service's dist/tracing.js, loaded by its bin first.
    'packages/service-kit': { entry: ['src/tracing/preload.ts'] },
    'packages/embedded-mongo': { entry: ['bench/*.ts', 'scripts/*.ts'] },
    'packages/platform': {
      entry: ['src/cli.ts', 'src/guard/*.mjs'],
      // The platform starts each of these by its bin (cardbridge-<name>), never importing it
      // (the embedded database's node flags are imported).
      ignoreDependencies: [
        '@cardbridge/build-config',
        '@cardbridge/chat',
        '@cardbridge/gateway',
        '@cardbridge/identity',
        '@cardbridge/payments',
        '@cardbridge/submissions',
      ],
    },
    // The apps' rspack configs come from build-config, whose loaders are its own dependencies:
    // knip reads them as plain entries, with the entries createAppConfig names.
    shell: {
      entry: ['rspack.config.ts', 'src/index.ts', 'src/early/remote-preload.ts', 'src/*.css'],
      rspack: false,
    },
    'mfe-*': {
      entry: ['rspack.config.ts', 'src/index.ts', 'src/standalone-app.tsx', 'src/*.css'],
      rspack: false,
    },
  },
};

export default config;
