import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouter from 'react-router';
import * as Zustand from 'zustand';
import * as TailwindMerge from 'tailwind-merge';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import fetchTimeoutPlugin from '@cardbridge/build-config/fetch-timeout-plugin';
import * as WebKit from '@cardbridge/web-kit';

/**
 * The singletons the shell provides, already loaded: every remote consumes these instances (one
 * React, one router context, one query cache, one toast store). `react-router` here is the
 * curated shared module (build-config aliases it), so remotes get the same object the shell's
 * <BrowserRouter> comes from.
 */
const provided: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': ReactRouter,
  // react-router-dom 7 is react-router plus two routers the remotes never use: the same module
  // serves it, so a remote page downloads no router of its own.
  'react-router-dom': ReactRouter,
  zustand: Zustand,
  '@tanstack/react-query': ReactQuery,
  '@cardbridge/web-kit': WebKit,
  'tailwind-merge': TailwindMerge,
};

/** The shared instances by package, for checking what a remote build needs of them. */
export const providedShared = provided as Record<string, Record<string, unknown>>;

function versionOf(name: string): string {
  const version = __SHARED_VERSIONS__[name];
  if (!version) throw new Error(`build-config injected no version for shared ${name}`);
  return version;
}

function sharedConfig() {
  return Object.fromEntries(
    Object.entries(provided).map(([name, lib]) => [
      name,
      {
        version: versionOf(name),
        lib: () => lib,
        loaded: true,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}

let instance: ModuleFederation | undefined;

/**
 * The shell's MF runtime, created on first use (never on the landing page). 'loaded-first' makes
 * every remote take the shell's loaded singletons rather than its own copies.
 */
export function federation(): ModuleFederation {
  instance ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    // The remotes are built without the runtime core (build-config): this instance lends them its
    // own, so a remote page downloads one federation runtime, not two.
    plugins: [injectExternalRuntimeCore(), fetchTimeoutPlugin()],
  });
  return instance;
}
