import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place in packages/platform/src. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export { serviceNames, remoteNames, type ServiceName, type RemoteName } from '@cardbridge/topology';

export interface StaticRoots {
  /** The shell's dist. */
  shell: string;
  /** The versioned remote store the gateway serves at /remotes/ (see remote-store.ts). */
  remotes: string;
}

/** The shell's build and the store in this platform's work directory. */
export function defaultStaticRoots(workDir: string): StaticRoots {
  return { shell: path.join(repoRoot, 'shell/dist'), remotes: path.join(workDir, 'remotes') };
}
