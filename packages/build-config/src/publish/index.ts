/**
 * The versioned remote store (remote-store.ts), its canaries, lock and deploy history: what the
 * remote command, the browser tests and the automatic canary abort (chat) use. Node built-ins
 * only, so a service can bundle it; the build checks (compatibility.ts) are imported apart.
 */
export * from './remote-store';
export * from './canary';
export * from './deploy-history';
export { withRegistryLock } from './registry-lock';
