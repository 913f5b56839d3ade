import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Long enough for a slow network, short enough that a fallback shows within 10 s. */
const MANIFEST_TIMEOUT_MS = 6000;

/**
 * A hung `mf-manifest.json` otherwise leaves `loadRemote` pending forever (the runtime's fetch
 * has no deadline), so the shell's error boundary would never see a failure.
 */
export default function fetchTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cardbridge-fetch-timeout',
    fetch(url, init) {
      const signal = AbortSignal.timeout(MANIFEST_TIMEOUT_MS);
      return fetch(url, { ...init, signal });
    },
  };
}
