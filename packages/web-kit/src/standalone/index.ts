// A separate entry point: remotes import it only for their standalone development page, so it is
// neither shared as a singleton nor part of the shell's bundle.
export { StandaloneHost, type StandaloneRoute, type PageModules } from './standalone-host';
export { mountStandalone } from './mount-standalone';
