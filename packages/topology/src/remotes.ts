/**
 * The Module Federation remotes: each is an npm workspace `mfe-<name>` published into the
 * versioned remote store under `/remotes/<name>/` (docs/architecture.md#topology).
 */
export const remotes = [{ name: 'seller' }, { name: 'admin' }, { name: 'support' }] as const;

export type RemoteName = (typeof remotes)[number]['name'];

export const remoteNames: readonly RemoteName[] = remotes.map((r) => r.name);

export const isRemoteName = (name: string): name is RemoteName =>
  (remoteNames as readonly string[]).includes(name);

/** The npm workspace that builds a remote, also its folder at the repository root. */
export const remoteWorkspace = (name: RemoteName) => `mfe-${name}` as const;
