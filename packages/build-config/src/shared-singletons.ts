import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

/**
 * Libraries that hold state or identity (React, the router, stores, the query cache, the web kit's
 * toast store and API client): exactly one copy may run in the page, whoever loads first.
 * Subpaths are listed because MF matches requests exactly ('react-dom' does not cover
 * 'react-dom/client'). No `eager`: every app enters through an async `import('./bootstrap')`.
 */
export const sharedSingletonNames = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@cardbridge/web-kit',
] as const;

export function sharedSingletons(): SharedConfig {
  return Object.fromEntries(sharedSingletonNames.map((name) => [name, { singleton: true }]));
}
