import type { RegistryEntry } from './remote-manifests';

/**
 * Names a remote's build needs from the shell's shared instances that this shell's do not have:
 * a remote built against a newer web kit than the shell's (docs/product.md#operations). Such a
 * remote is refused with this list rather than failing somewhere inside its pages.
 */
export function unmetNeeds(
  entry: Pick<RegistryEntry, 'needs'>,
  provided: Record<string, Record<string, unknown>>,
): string[] {
  return Object.entries(entry.needs ?? {}).flatMap(([pkg, names]) =>
    names.filter((name) => !(name in (provided[pkg] ?? {}))).map((name) => `${pkg}#${name}`),
  );
}
