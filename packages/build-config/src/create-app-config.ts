import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import tailwindcss from '@tailwindcss/postcss';
import { breakpointLayers } from './css/breakpoint-layers';
import { sharedContract } from './shared-contract';
import { EmitJsonPlugin } from './emit-json-plugin';
import { SHELL_SHARED_VERSIONS_FILE } from './publish/compatibility';
import { htmlTemplate } from './html-template';
import {
  exposeModules,
  exposesFor,
  routesDocument,
  type RemoteRouteDeclaration,
} from './remote-routes';
import { sharedAliases, sharedSingletons, sharedVersions } from './shared-singletons';

const require = createRequire(import.meta.url);

interface CommonOptions {
  /** MF container name (`shell`, `seller`, `admin`, `support`). */
  name: string;
  /** The app's workspace directory. */
  rootDir: string;
  /** Dev-server port. */
  port: number;
  title: string;
  /**
   * Off builds the app without Module Federation: a remote without its container, the shell
   * without its federation runtime chunk (the landing-page size baseline). Default on.
   */
  federation?: boolean;
  /** Output directory relative to rootDir. Default `dist`. */
  outDir?: string;
  mode?: 'production' | 'development';
  /** `rspack serve` (pass `env.RSPACK_SERVE`): development mode, page served from `/`. */
  serve?: boolean;
}

export interface HostOptions extends CommonOptions {
  kind: 'host';
  /** Where the dev server proxies `/api` and `/remotes` (the gateway). */
  gatewayUrl?: string;
  /**
   * A small script run before the app's own (federated builds only): it starts loading the
   * current path's remote while the shell downloads.
   */
  earlyEntry?: string;
}

export interface RemoteOptions extends CommonOptions {
  kind: 'remote';
  routes: readonly RemoteRouteDeclaration[];
  /** Stylesheet loaded with every exposed page, relative to src/. Default `./styles.css`. */
  stylesheet?: string;
}

export type AppOptions = HostOptions | RemoteOptions;

/** Without a deadline a hung chunk request keeps the remote's Suspense spinner up for 2 minutes. */
const CHUNK_LOAD_TIMEOUT_MS = 8000;

function moduleRules(rootDir: string): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
      type: 'javascript/auto',
    },
    {
      test: /\.css$/,
      type: 'css/auto',
      use: [
        {
          loader: require.resolve('postcss-loader'),
          options: {
            // After Tailwind: utilities under a breakpoint move into per-breakpoint layers, so
            // the cascade does not depend on which app's stylesheet was inserted last.
            postcssOptions: { plugins: [tailwindcss({ base: rootDir }), breakpointLayers()] },
          },
        },
      ],
    },
  ];
}

/** A remote: a container exposing its pages, consuming the shared singletons. */
function remoteFederationPlugin(options: RemoteOptions) {
  return new ModuleFederationPlugin({
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: exposesFor(options.routes),
    dts: false,
    shared: sharedSingletons(),
    runtimePlugins: [require.resolve('./runtime/fetch-timeout-plugin.ts')],
    // Browser-only runtime: drops the Node loading paths from the remote's MF runtime. A built
    // remote takes the runtime core from the shell (which injects its own), so a remote page
    // downloads one federation runtime, not two; the team's standalone dev page (`rspack serve`)
    // has no shell, so it keeps its own.
    experiments: { optimization: { target: 'web' }, externalRuntime: !options.serve },
  });
}

/**
 * The MF plugin imports its bundler runtime by the path of that package's CommonJS build, which
 * brings the whole federation SDK (its Node loaders too) into every remoteEntry.js. The ES build
 * of the same version tree-shakes to what a browser remote uses: ~5 kB gzip less for a remote
 * page's first load (docs/product.md#remote-page-speed).
 */
function bundlerRuntimeAsEsm(): Record<string, string> {
  const fromPlugin = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  const commonJs = fromPlugin.resolve('@module-federation/webpack-bundler-runtime');
  if (!commonJs.endsWith('.cjs')) return {};
  return { [`${commonJs}$`]: commonJs.replace(/\.cjs$/, '.js') };
}

/**
 * The host is not built with the MF plugin: the plugin puts the MF runtime (~30 kB gzip) and every
 * shared library, untree-shaken, on the landing page. Instead the shell creates its MF instance
 * with the runtime API in a lazy chunk, the first time a remote's page is visited, providing its own
 * already-loaded singletons (versions injected here). `federation: false` drops that chunk.
 */
function hostDefines(federation: boolean) {
  return new rspack.DefinePlugin({
    __FEDERATION_ENABLED__: JSON.stringify(federation),
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
    // The federation SDK's switch for a browser-only runtime (what a remote's `target: 'web'`
    // sets): its Node script loaders drop out of the shell's federation chunk.
    ENV_TARGET: JSON.stringify('web'),
  });
}

/**
 * The one Rspack configuration every front end is built with: TS/TSX through SWC, Tailwind v4
 * through PostCSS, content-hashed output, an HTML page (the shell, or a remote's standalone dev
 * page) and, unless disabled, Module Federation with the shared singletons.
 */
export function createAppConfig(options: AppOptions): Configuration {
  const federation = options.federation ?? true;
  const mode = options.mode ?? (options.serve ? 'development' : 'production');
  const isRemote = options.kind === 'remote';
  // The federated shell's first script reads the registry on a remote's path (shell/src/early).
  const earlyEntries: Record<string, string> =
    !isRemote && federation && options.earlyEntry ? { 'remote-preload': options.earlyEntry } : {};
  const plugins: NonNullable<Configuration['plugins']> = [
    new rspack.HtmlRspackPlugin({
      templateContent: htmlTemplate(options.title),
      // Only the app's entries (a remote's standalone page does not need its own remoteEntry.js);
      // an early entry comes first so it starts before the app's code has downloaded.
      chunks: [
        ...(Object.keys(earlyEntries).length > 0 ? ['runtime'] : []),
        ...Object.keys(earlyEntries),
        'main',
      ],
      // A remote's files are found relative to remoteEntry ('auto'); its dev page lives at `/`.
      ...(isRemote && options.serve ? { publicPath: '/' } : {}),
    }),
  ];
  if (options.kind === 'host') {
    plugins.push(hostDefines(federation));
    // What the remote command checks a remote build against before it goes live.
    plugins.push(new EmitJsonPlugin(SHELL_SHARED_VERSIONS_FILE, sharedVersions()));
  }
  if (options.kind === 'remote') {
    if (federation) {
      const modules = exposeModules(options.routes, options.stylesheet ?? './styles.css');
      const virtual = Object.fromEntries(
        Object.entries(modules).map(([file, source]) => [path.join(options.rootDir, file), source]),
      );
      plugins.push(new rspack.experiments.VirtualModulesPlugin(virtual));
      plugins.push(remoteFederationPlugin(options));
    }
    plugins.push(new EmitJsonPlugin('routes.json', routesDocument(options.name, options.routes)));
    plugins.push(new EmitJsonPlugin('shared-contract.json', sharedContract()));
  }

  return {
    mode,
    context: options.rootDir,
    entry: { ...earlyEntries, main: './src/index.ts' },
    devtool: mode === 'production' ? false : 'cheap-module-source-map',
    output: {
      path: path.join(options.rootDir, options.outDir ?? 'dist'),
      // Remotes are served under /remotes/<name>/ by the gateway and from / by their dev server.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        ...sharedAliases(options.kind),
        ...(isRemote && federation ? bundlerRuntimeAsEsm() : {}),
      },
    },
    module: { rules: moduleRules(options.rootDir) },
    plugins,
    optimization: {
      minimize: mode === 'production',
      // With an early entry, both entries share one webpack runtime, so what the early script
      // starts loading (the federation chunk) is the module the app then uses, fetched once.
      ...(Object.keys(earlyEntries).length > 0 ? { runtimeChunk: 'single' as const } : {}),
      // The shell's libraries are split out of its entries too: the HTML names them, so they
      // download beside main instead of after it, and the early entry's federation chunk reuses
      // the same files instead of carrying a second React.
      ...(options.kind === 'host' ? { splitChunks: { chunks: 'all' as const } } : {}),
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
      proxy:
        options.kind === 'host'
          ? [
              {
                context: ['/api', '/remotes'],
                target: options.gatewayUrl ?? 'http://localhost:8080',
                changeOrigin: true,
              },
            ]
          : [],
    },
  };
}
