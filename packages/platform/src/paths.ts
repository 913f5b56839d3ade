import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place in packages/platform/src. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const serviceNames = ['identity', 'submissions', 'payments', 'chat'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const remoteNames = ['seller', 'admin', 'support'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface StaticRoots {
  shell: string;
  seller: string;
  admin: string;
  support: string;
}

export function defaultStaticRoots(): StaticRoots {
  return {
    shell: path.join(repoRoot, 'shell/dist'),
    seller: path.join(repoRoot, 'mfe-seller/dist'),
    admin: path.join(repoRoot, 'mfe-admin/dist'),
    support: path.join(repoRoot, 'mfe-support/dist'),
  };
}
