import type { Options } from 'tsup';

/**
 * How every service is built: one ESM bundle of `src/main.ts` for Node 20. The workspace packages
 * ship TypeScript source, so they are bundled in; npm dependencies stay external and are installed
 * in the image (services/Dockerfile).
 */
/**
 * The service, and `tracing`, loaded by the bin before it so OpenTelemetry patches http and the
 * MongoDB driver before they are first required (docs/product.md#tracing).
 */
export const serviceEntries = {
  main: 'src/main.ts',
  tracing: '../../packages/service-kit/src/tracing/preload.ts',
};

export const serviceBuild: Options = {
  // `tracing` is loaded by the bin before `main`, so OpenTelemetry patches http and the MongoDB
  // driver before they are first required (docs/product.md#tracing).
  entry: { main: 'src/main.ts', tracing: '../../packages/service-kit/src/tracing/preload.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@cardbridge\//],
  // Every other package stays external, also the ones only a bundled workspace package uses
  // (koa-body of the service kit): bundled into ESM, their CommonJS `require`s would fail.
  external: [/^(?!@cardbridge\/)[^./]/],
};
