export {
  startPlatform,
  type PlatformOptions,
  type RunningPlatform,
  type ServiceInstance,
} from './platform.js';
export { replicasFromEnv, replicaPort, type ReplicasOption } from './replicas.js';
export { findNginx, type GatewayKind } from './gateway.js';
export { freePort } from './free-port.js';
export { repoRoot, serviceNames, remoteNames, defaultStaticRoots } from './paths.js';
export type { ServiceName, RemoteName, StaticRoots } from './paths.js';
export { generatedSecretVariables, loadOrCreateSecrets } from './dev-secrets.js';
export type { PlatformSecrets } from './dev-secrets.js';
export { serviceEnvironment } from './service-env.js';
