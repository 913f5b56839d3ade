/// <reference types="@rspack/core/module" />
declare module '*.css';

/** Injected by @cardbridge/build-config: false in the no-federation baseline build. */
declare const __FEDERATION_ENABLED__: boolean;
/** Injected by @cardbridge/build-config: versions of the shared singletons this shell provides. */
declare const __SHARED_VERSIONS__: Record<string, string>;
