import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shell provides the web kit to every remote as one shared instance. */
export const webKitIndex = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web-kit/src/index.ts',
);

/**
 * The value exports (not types) of a package's index, read from its source: what a remote built
 * against it may use. Recorded with each remote build as `shared-contract.json`, so a shell built
 * earlier, whose web kit lacks some of them, refuses that remote with a clear message instead of
 * failing somewhere inside it (docs/product.md#operations).
 */
export function valueExportsOf(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+\{([^}]*)\}\s*from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(
        spec
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
    }
  }
  for (const match of source.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    names.add(match[1]!);
  }
  return [...names].sort();
}

/** What a remote build needs of the shell's shared instances. */
export function sharedContract(): Record<string, string[]> {
  return { '@cardbridge/web-kit': valueExportsOf(fs.readFileSync(webKitIndex, 'utf8')) };
}
