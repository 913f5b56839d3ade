import { createAppConfig } from '@cardbridge/build-config';

/**
 * `rspack build` builds the federated shell into dist/; `rspack build --env no-federation` builds
 * the same shell without federation into .tmp/dist-no-federation/ (the landing-page size baseline).
 */
export default (env: Record<string, unknown> = {}) => {
  const federation = !env['no-federation'];
  return createAppConfig({
    kind: 'host',
    name: 'shell',
    rootDir: import.meta.dirname,
    port: 3000,
    title: 'Cardbridge - Sell Gift Cards for Cash',
    federation,
    earlyEntry: './src/early/remote-preload.ts',
    outDir: federation ? 'dist' : '.tmp/dist-no-federation',
    serve: Boolean(env['RSPACK_SERVE']),
  });
};
